const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 })
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const longDate = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** ₦75,000 (docs/decisions/010-prices-and-currency.md). */
export const formatNaira = (amount: number) => naira.format(amount)
/** $149 (maintenance plans are priced in US dollars, as the spec has them). */
export const formatUsd = (amount: number) => usd.format(amount)
/** 30 June 2025, from an ISO date or a Date. */
export const formatDate = (date: string | Date) => longDate.format(typeof date === 'string' ? new Date(date) : date)
