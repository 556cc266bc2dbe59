import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DEV_TOOLS).toBe(true);
    expect(c.THERAPIST_NAME).toBe('Sage');
    expect(c.DATA_DIR).toMatch(/data$/);
  });

  it('turns developer tools off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).DEV_TOOLS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '1' }).DEV_TOOLS).toBe(true);
  });

  it('lists every bad key at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('requires the OIDC settings together and a model with an AI endpoint', () => {
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://id.example.com' })).toThrow(/must be set together/);
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/AI_MODEL/);
  });

  it('takes every PayPal key or none, naming the missing ones', () => {
    const all = {
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 's',
      PAYPAL_VOICE_PLAN_ID: 'P-1',
      PAYPAL_VIDEO_PLAN_ID: 'P-2',
      PAYPAL_WEBHOOK_ID: 'WH',
    };
    expect(loadConfig(all).PAYPAL_ENV).toBe('sandbox');
    expect(() => loadConfig({ ...all, PAYPAL_WEBHOOK_ID: '' })).toThrow(/missing PAYPAL_WEBHOOK_ID/);
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/missing PAYPAL_CLIENT_SECRET, PAYPAL_VOICE_PLAN_ID/);
  });

  it('takes a migration (owner) URL for PostgreSQL only', () => {
    const owner = 'postgres://solace_owner@db.example.com/solace';
    expect(() => loadConfig({ DATABASE_MIGRATION_URL: owner })).toThrow(
      /DATABASE_MIGRATION_URL: only with DATABASE_URL/,
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://solace_app@db.example.com/solace', DATABASE_MIGRATION_URL: owner })
        .DATABASE_MIGRATION_URL,
    ).toBe(owner);
  });

  it('takes an smtp:// or smtps:// SMTP_URL and a one-line MAIL_FROM, and never echoes the URL’s password', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({}).MAIL_FROM).toBe('Solace <no-reply@solace.local>');
    const ok = loadConfig({ SMTP_URL: 'smtps://apikey:s3cret@smtp.example.com:465', MAIL_FROM: 'help@solace.example' });
    expect(ok.SMTP_URL).toBe('smtps://apikey:s3cret@smtp.example.com:465');
    expect(loadConfig({ SMTP_URL: 'smtp://relay.internal:25?starttls=optional' }).SMTP_URL).toBeDefined();
    for (const SMTP_URL of [
      'https://u:s3cret@smtp.example.com',
      'smtp://u:s3cret@h?pool=true',
      'smtp://h?starttls=maybe',
      'nope',
    ]) {
      expect(() => loadConfig({ SMTP_URL })).toThrow(/SMTP_URL/);
      expect(() => loadConfig({ SMTP_URL })).not.toThrow(/s3cret/);
    }
    for (const MAIL_FROM of ['Solace\r\nBcc: x@example.com <a@b.c>', 'not an address', 'Solace <a@b.c']) {
      expect(() => loadConfig({ MAIL_FROM })).toThrow(/MAIL_FROM/);
    }
    expect(loadConfig({ MAIL_FROM: '' }).MAIL_FROM).toBe('Solace <no-reply@solace.local>');
    expect(loadConfig({ MAIL_FROM: 'Solace Support <help@solace.example>' }).MAIL_FROM).toBe(
      'Solace Support <help@solace.example>',
    );
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
