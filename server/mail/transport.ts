import nodemailer from 'nodemailer'

/**
 * How long one SMTP exchange may wait: nodemailer's defaults (2 min to connect, 30 s for the greeting, 10 min of
 * silence) would keep a stalled mail server's e-mail in flight for minutes. These measure silence only; the outbox
 * gives each e-mail's whole exchange a deadline. Once we close, a server that keeps its side open has 1 s, then the
 * socket is destroyed.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
  socketCloseTimeout: 1_000,
}

/** The SMTP transport of SMTP_URL (smtp:// or smtps://, with credentials), with the timeouts above. */
export function createMailTransport(smtpUrl: string, timeouts: Partial<typeof SMTP_TIMEOUTS> = {}) {
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, ...timeouts })
}
