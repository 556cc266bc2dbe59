import net from 'node:net';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  /** AUTH PLAIN credentials the client gave, if any. */
  auth: { user: string; pass: string } | null;
  from: string;
  to: string[];
  /** The message (headers and body) with SMTP's dot-stuffing undone, lines joined by CRLF. */
  data: string;
}

export interface LoopbackSmtpOptions {
  /** Answer RCPT TO with a permanent failure, as a provider does for an address it will not take. */
  refuseRecipients?: boolean;
}

/**
 * A loopback SMTP server standing for a real mail provider's submission server (Amazon SES, Postmark,
 * Mailgun, a company's Postfix). It speaks the protocol of RFC 5321 as nodemailer meets it: greeting,
 * EHLO (advertising AUTH PLAIN, without STARTTLS), AUTH PLAIN, MAIL FROM, RCPT TO, DATA, RSET, NOOP
 * and QUIT, and keeps what it received.
 */
export async function startLoopbackSmtp(options: LoopbackSmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  const commands: string[] = [];
  const server = net.createServer((socket) => serve(socket, options, received, commands));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    received,
    /** Every command verb a client sent, in order (AUTH's secret left out). */
    commands,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function serve(socket: net.Socket, options: LoopbackSmtpOptions, received: ReceivedMail[], commands: string[]) {
  let buffer = '';
  let inData = false;
  let dataLines: string[] = [];
  let current: Omit<ReceivedMail, 'data'> = { auth: null, from: '', to: [] };
  const say = (line: string) => socket.write(`${line}\r\n`);

  const command = (line: string) => {
    const verb = line.split(' ')[0]!.toUpperCase();
    commands.push(verb);
    if (verb === 'EHLO')
      return say('250-loopback.test greets you\r\n250-AUTH PLAIN\r\n250-8BITMIME\r\n250 SIZE 1000000');
    if (verb === 'HELO') return say('250 loopback.test');
    if (verb === 'AUTH') {
      const [, mechanism, initial] = line.split(' ');
      if (mechanism?.toUpperCase() !== 'PLAIN' || !initial) return say('504 5.5.4 Only AUTH PLAIN with a response');
      const [, user = '', pass = ''] = Buffer.from(initial, 'base64').toString('utf8').split('\0');
      current.auth = { user, pass };
      return say('235 2.7.0 Authentication successful');
    }
    if (verb === 'MAIL') {
      current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
      return say('250 2.1.0 OK');
    }
    if (verb === 'RCPT') {
      if (options.refuseRecipients) return say('550 5.1.1 Recipient address rejected');
      current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
      return say('250 2.1.5 OK');
    }
    if (verb === 'DATA') {
      inData = true;
      dataLines = [];
      return say('354 End data with <CR><LF>.<CR><LF>');
    }
    if (verb === 'RSET') {
      current = { auth: current.auth, from: '', to: [] };
      return say('250 2.0.0 OK');
    }
    if (verb === 'NOOP') return say('250 2.0.0 OK');
    if (verb === 'QUIT') {
      say('221 2.0.0 Bye');
      return socket.end();
    }
    return say('502 5.5.2 Command not recognised');
  };

  const dataLine = (line: string) => {
    if (line !== '.') return void dataLines.push(line.startsWith('..') ? line.slice(1) : line);
    inData = false;
    received.push({ ...current, data: dataLines.join('\r\n') });
    current = { auth: current.auth, from: '', to: [] };
    say('250 2.0.0 Queued');
  };

  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) dataLine(line);
      else command(line);
    }
  });
  socket.on('error', () => socket.destroy());
  say('220 loopback.test ESMTP ready');
}

/** Undoes quoted-printable (RFC 2045), which nodemailer uses for long text lines: soft breaks and =XX. */
export function decodeQuotedPrintable(body: string): string {
  const parts = body.replace(/=\r\n/g, '').split(/(=[0-9A-F]{2})/);
  const bytes = parts.map((part) =>
    /^=[0-9A-F]{2}$/.test(part) ? Buffer.from([parseInt(part.slice(1), 16)]) : Buffer.from(part, 'utf8'),
  );
  return Buffer.concat(bytes).toString('utf8');
}
