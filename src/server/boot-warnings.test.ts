import { describe, expect, it } from 'vitest';
import { bootWarnings } from './boot-warnings.ts';
import type { Database } from './db/index.ts';
import { testConfig } from './test/harness.ts';

const embedded = { kind: 'pglite' } as Database;
const KEY = `k1:${Buffer.alloc(32, 1).toString('base64')}`;

describe('bootWarnings', () => {
  it('says nothing outside production', async () => {
    expect(await bootWarnings(testConfig(), embedded)).toEqual([]);
  });

  it('warns in production when password reset emails only reach the outbox', async () => {
    const outbox = testConfig({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: KEY });
    expect(await bootWarnings(outbox, embedded)).toEqual([expect.stringMatching(/SMTP_URL is not set.*outbox/)]);
    const smtp = testConfig({
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: KEY,
      SMTP_URL: 'smtps://u:p@mail.example.com',
    });
    expect(await bootWarnings(smtp, embedded)).toEqual([]);
  });
});
