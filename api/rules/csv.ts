/**
 * CSV as spreadsheets open it, the one rule for every export: RFC 4180 (fields separated by commas, records by
 * CRLF; a field holding a comma, quote, CR or LF is quoted, its quotes doubled), UTF-8 with a byte order mark so
 * that Excel reads "Ọlá Adébáyọ̀" as written, and no formulas: a text cell beginning with =, +, -, @, tab or CR is
 * neutralised by a leading apostrophe (OWASP's CSV injection advice), so a spreadsheet shows it as text.
 * Pure and dependency-free.
 */

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'
export const BYTE_ORDER_MARK = '\uFEFF'

/** A cell's value: text, a number (written as is), a boolean (Yes / No), or nothing (an empty cell). */
export type CsvValue = string | number | boolean | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** One field as written in the file. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One record, CRLF-terminated. */
export const csvRow = (values: readonly CsvValue[]): string => `${values.map(csvCell).join(',')}\r\n`

/** A column of an export: its heading and how a record fills it. */
export interface CsvColumn<T> {
  heading: string
  value: (record: T) => CsvValue
}

/** The whole file: the byte order mark, the header row, then a row per record. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], records: Iterable<T>): string {
  const lines = [BYTE_ORDER_MARK, csvRow(columns.map((column) => column.heading))]
  for (const record of records) lines.push(csvRow(columns.map((column) => column.value(record))))
  return lines.join('')
}

/** `attachment; filename="registrations-2026-11-28.csv"`: the download's name, dated (UTC). */
export function csvAttachment(name: string, now: Date): string {
  const safe = name.replace(/[^\w-]/g, '-')
  return `attachment; filename="${safe}-${now.toISOString().slice(0, 10)}.csv"`
}
