import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { randomToken } from './ids.ts';
import { ensurePrivateDir } from './private-files.ts';
import { SmtpMailer } from './smtp-mailer.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Where mail goes: the outbox folder (the embedded default) or an SMTP server. */
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  close?(): void;
}

/**
 * The embedded default: each message is written as an .eml file (readable by any mail program) to
 * `DATA_DIR/outbox`, private to the server's user, and the server logs where. Nothing leaves the
 * machine, so whoever runs the server hands the link on (or reads it themselves on a laptop).
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mail: Mail): Promise<void> {
    ensurePrivateDir(this.dir);
    const file = path.join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(6)}.eml`);
    await fs.promises.writeFile(file, toRfc5322(this.from, mail), { mode: 0o600, flag: 'wx' });
    this.log.info({ file, subject: mail.subject }, 'no SMTP server configured: email written to the outbox folder');
  }
}

/** A plain-text message; `to` and `subject` come from validated single-line values, so no header can be injected. */
export function toRfc5322(from: string, mail: Mail, now = new Date()): string {
  const encodedSubject = /^[\x20-\x7e]*$/.test(mail.subject)
    ? mail.subject
    : `=?UTF-8?B?${Buffer.from(mail.subject).toString('base64')}?=`;
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodedSubject}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomToken(12)}@solace.local>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text.replace(/\r?\n/g, '\r\n'),
    '',
  ].join('\r\n');
}

/** SMTP when SMTP_URL is set; otherwise the outbox, so the app runs with no mail account. */
export function createMailer(
  config: { DATA_DIR: string; SMTP_URL?: string; MAIL_FROM: string },
  log: FastifyBaseLogger,
): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new OutboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, log);
}
