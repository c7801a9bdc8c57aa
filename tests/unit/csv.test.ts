import { describe, expect, it } from 'vitest'
import { BYTE_ORDER_MARK, csvAttachment, csvCell, csvRow, toCsv } from '../../api/rules/csv'

describe('csvCell (RFC 4180 and no formulas)', () => {
  it.each([
    ['plain', 'plain'],
    ['Ọlá Adébáyọ̀', 'Ọlá Adébáyọ̀'],
    ['Lagos, Nigeria', '"Lagos, Nigeria"'],
    ['She said "hi"', '"She said ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['', ''],
  ])('writes %j as %j', (value, written) => expect(csvCell(value)).toBe(written))

  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['=1+2', "'=1+2"],
    ['+2348031234567', "'+2348031234567"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises %j as %j', (value, written) => expect(csvCell(value)).toBe(written))

  it('writes numbers as they are, booleans as Yes / No and nothing as an empty cell', () => {
    expect([csvCell(250_000), csvCell(-3), csvCell(true), csvCell(false), csvCell(null), csvCell(undefined)]).toEqual([
      '250000',
      '-3',
      'Yes',
      'No',
      '',
      '',
    ])
  })
})

describe('toCsv', () => {
  it('starts with the byte order mark and the header row, one CRLF-terminated row per record', () => {
    const csv = toCsv(
      [
        { heading: 'Name', value: (r: { name: string; paid: boolean }) => r.name },
        { heading: 'Paid', value: (r) => r.paid },
      ],
      [
        { name: 'Ada, Eze', paid: true },
        { name: '=cmd', paid: false },
      ],
    )
    expect(csv).toBe(`${BYTE_ORDER_MARK}Name,Paid\r\n"Ada, Eze",Yes\r\n'=cmd,No\r\n`)
    expect(csvRow(['a', 1])).toBe('a,1\r\n')
  })

  it('names the download, dated', () => {
    expect(csvAttachment('registrations', new Date('2026-11-28T15:00:00Z'))).toBe(
      'attachment; filename="registrations-2026-11-28.csv"',
    )
  })
})
