import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { smtpMayBePlain } from '../config.ts';
import type { Mail, Mailer } from './mail.ts';

/** nodemailer's transport options for an SMTP_URL already checked by the config (config.ts, smtpUrl). */
export function smtpOptions(url: string): SMTPTransport.Options {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    // STARTTLS or refuse to send: reset links must not cross a network in clear text.
    requireTLS: !secure && !smtpMayBePlain(url),
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    // Mail is sent after the request is answered, but a dead server should not hold a socket for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** Sends through a mail provider's SMTP server (SMTP_URL); one connection per message. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpOptions(url));
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }

  close(): void {
    this.transport.close();
  }
}
