import { afterEach, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startLoopbackSmtp } from '../test/loopback-smtp.ts';
import { SmtpMailer, smtpOptions } from './smtp-mailer.ts';

// The loopback server stands for a real mail provider's SMTP submission server.
describe('SmtpMailer', () => {
  const servers: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  const start = async (options?: Parameters<typeof startLoopbackSmtp>[0]) => {
    const server = await startLoopbackSmtp(options);
    servers.push(server);
    return server;
  };
  const mail = {
    to: 'sam@example.com',
    subject: 'Grüße from Solace',
    text: `A line long enough to wrap. ${'x'.repeat(90)}\nü`,
  };

  it('delivers a message with a non-ASCII subject and long lines intact, without credentials when the URL has none', async () => {
    const smtp = await start();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@solace.example');
    await mailer.send(mail);
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    const received = smtp.received[0]!;
    expect(received).toMatchObject({ auth: null, from: 'no-reply@solace.example', to: ['sam@example.com'] });
    expect(smtp.commands).not.toContain('AUTH');
    const [headers, body] = received.data.split(/\r\n\r\n(.*)/s);
    expect(headers).toMatch(/^Subject: =\?UTF-8\?/m);
    const text = /quoted-printable/i.test(headers!) ? decodeQuotedPrintable(body!) : body!;
    expect(text.replace(/\r\n/g, '\n')).toBe(mail.text);
  });

  it('fails the send when the provider refuses the recipient', async () => {
    const smtp = await start({ refuseRecipients: true });
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@solace.example');
    await expect(mailer.send(mail)).rejects.toThrow(/Recipient address rejected/);
    expect(smtp.received).toEqual([]);
  });

  it('will not send in clear text when STARTTLS is required and the server does not offer it', async () => {
    const smtp = await start();
    const mailer = new SmtpMailer(`smtp://u:p@127.0.0.1:${smtp.port}?starttls=required`, 'no-reply@solace.example');
    await expect(mailer.send(mail)).rejects.toThrow(/STARTTLS/);
    expect(smtp.commands).not.toContain('AUTH');
    expect(smtp.commands).not.toContain('MAIL');
    expect(smtp.received).toEqual([]);
  });

  it('requires TLS for any host but this machine unless the URL allows otherwise', () => {
    expect(smtpOptions('smtp://u:p@mail.example.com')).toMatchObject({ port: 587, secure: false, requireTLS: true });
    expect(smtpOptions('smtps://u:p@mail.example.com')).toMatchObject({ port: 465, secure: true, requireTLS: false });
    expect(smtpOptions('smtp://relay.internal:25?starttls=optional')).toMatchObject({ port: 25, requireTLS: false });
    expect(smtpOptions('smtp://localhost:2525')).toMatchObject({ requireTLS: false, auth: undefined });
    expect(smtpOptions('smtp://[::1]:2525')).toMatchObject({ host: '::1', requireTLS: false });
  });
});
