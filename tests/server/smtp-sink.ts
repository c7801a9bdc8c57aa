import { createServer, type Server, type Socket } from 'node:net'

/** One e-mail as the mail server took it: the envelope, and the message's subject and text. */
export type ReceivedMail = { from: string; to: string[]; subject: string; data: string }

const subjectOf = (data: string) => /^Subject: (.*)$/im.exec(data.replace(/\r\n[ \t]+/g, ' '))?.[1] ?? ''
const addressOf = (line: string) => /<([^>]*)>/.exec(line)?.[1] ?? ''

const REPLIES: Record<string, string> = {
  EHLO: '250 localhost',
  HELO: '250 localhost',
  NOOP: '250 OK',
  MAIL: '250 OK',
  RCPT: '250 OK',
  RSET: '250 OK',
  DATA: '354 End data with <CR><LF>.<CR><LF>',
}

/** A connection as the mail server saw it: whether it trickled, and whether it is closed. */
export type SinkConnection = { trickling: boolean; closed: boolean }

/** Answers EHLO with `250-` lines, one every 100 ms, forever: never silent long enough for a socket timeout. */
function trickle(socket: Socket) {
  const timer = setInterval(() => socket.write('250-still thinking\r\n'), 100)
  socket.on('close', () => clearInterval(timer))
}

/** Speaks just enough SMTP (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) to take e-mails from nodemailer. */
function converse(socket: Socket, received: ReceivedMail[], trickling: boolean) {
  let buffer = ''
  let inData = false
  let mail = { from: '', to: [] as string[] }
  const reply = (line: string) => socket.write(`${line}\r\n`)
  reply('220 localhost ESMTP test sink')
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    buffer += chunk
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n')
        if (end === -1) return
        const data = buffer.slice(0, end).replace(/^\.\./gm, '.')
        buffer = buffer.slice(end + 5)
        inData = false
        received.push({ ...mail, subject: subjectOf(data), data })
        mail = { from: '', to: [] }
        reply('250 OK: queued')
        continue
      }
      const eol = buffer.indexOf('\r\n')
      if (eol === -1) return
      const line = buffer.slice(0, eol)
      buffer = buffer.slice(eol + 2)
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'MAIL') mail.from = addressOf(line)
      if (verb === 'RCPT') mail.to.push(addressOf(line))
      if (verb === 'DATA') inData = true
      if (verb === 'RSET') mail = { from: '', to: [] }
      if (verb === 'EHLO' && trickling) return trickle(socket)
      if (verb === 'QUIT') {
        reply('221 Bye')
        socket.end()
        return
      }
      reply(REPLIES[verb] ?? '502 Command not implemented')
    }
  })
}

/**
 * A mail server on loopback that keeps what it is sent (the `smtp-server` package is not a dependency: this is the
 * few commands nodemailer uses). `stop` closes it; `start` opens it again on the same port. Its first
 * `tricklingConnections` connections answer EHLO with an endless trickle, and never close their side of the
 * connection: only the client can end them.
 */
export async function startSmtpSink({ tricklingConnections = 0 } = {}) {
  const received: ReceivedMail[] = []
  const sockets = new Set<Socket>()
  const connections: SinkConnection[] = []
  let server: Server | undefined
  let port = 0
  const start = async () => {
    server = createServer({ allowHalfOpen: true }, (socket) => {
      const connection = { trickling: connections.length < tricklingConnections, closed: false }
      connections.push(connection)
      sockets.add(socket)
      socket.on('close', () => {
        sockets.delete(socket)
        connection.closed = true
      })
      // The sink's own connections close when the client closes its side.
      if (!connection.trickling) socket.on('end', () => socket.end())
      socket.on('error', () => undefined)
      converse(socket, received, connection.trickling)
    })
    await new Promise<void>((done) => server!.listen(port, '127.0.0.1', done))
    port = (server.address() as { port: number }).port
  }
  const stop = async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((done) => (server ? server.close(done) : done(undefined)))
    server = undefined
  }
  await start()
  return { received, connections, url: `smtp://127.0.0.1:${port}`, start, stop }
}
