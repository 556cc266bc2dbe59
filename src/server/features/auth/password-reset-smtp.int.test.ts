import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { decodeQuotedPrintable, startLoopbackSmtp } from '../../test/loopback-smtp.ts';
import { uniqueEmail } from './test-helpers.ts';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'purple otters juggle quietly';

// The loopback server stands for a real mail provider's SMTP submission server (SES, Postmark, Postfix).
describe.each(dbKinds)('password reset by email through SMTP_URL on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
  beforeAll(async () => {
    smtp = await startLoopbackSmtp();
    t = await buildTestApp(kind, {
      PUBLIC_URL: 'https://solace.example',
      // A user name and password with characters that must be percent-encoded in a URL.
      SMTP_URL: `smtp://mailer%40solace.example:p%40ss%3Aword@127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Solace <help@solace.example>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailTo = async (email: string) => {
    for (let i = 0; i < 150; i++) {
      const mail = smtp.received.find((m) => m.to.includes(email));
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no reset mail reached ${email} through SMTP`);
  };

  it('sends the reset link through the SMTP server, signed in with the URL’s credentials', async () => {
    const email = uniqueEmail('smtp');
    const signup = new TestClient(t.app);
    expect((await signup.post('/api/auth/signup', { email, password: PASSWORD, firstName: 'Robin' })).statusCode).toBe(
      201,
    );

    const browser = new TestClient(t.app);
    const answer = await browser.post('/api/auth/password-reset', { email });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({
      delivery: 'smtp',
      message: 'If an account uses that email, we have sent it a link to reset its password. It works for 30 minutes.',
    });
    const unknown = await new TestClient(t.app).post('/api/auth/password-reset', { email: uniqueEmail('nobody') });
    expect(unknown.json()).toEqual(answer.json());

    const mail = await mailTo(email);
    expect(mail.auth).toEqual({ user: 'mailer@solace.example', pass: 'p@ss:word' });
    expect(mail.from).toBe('help@solace.example');
    expect(mail.to).toEqual([email]);
    const [headers, ...body] = mail.data.split('\r\n\r\n');
    expect(headers).toMatch(/^From: Solace <help@solace\.example>$/m);
    expect(headers).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm'));
    expect(headers).toMatch(/^Subject: Reset your Solace password$/m);
    const text = /quoted-printable/i.test(headers!)
      ? decodeQuotedPrintable(body.join('\r\n\r\n'))
      : body.join('\r\n\r\n');
    expect(text).toContain('Hi Robin,');
    expect(text).toContain('Lifeline on 13 11 14');
    const token = /https:\/\/solace\.example\/reset-password#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    // Nothing went to the outbox: SMTP replaces it.
    expect(fs.existsSync(path.join(t.config.DATA_DIR, 'outbox'))).toBe(false);
    // Only the one real account got mail.
    expect(smtp.received.filter((m) => m.to.some((to) => to.startsWith('nobody')))).toEqual([]);

    const done = await browser.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect((await new TestClient(t.app).post('/api/auth/signin', { email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});
