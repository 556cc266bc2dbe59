import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './logging.ts';

describe('serializeError', () => {
  it('keeps the statement and the database’s reason but none of the values, at any depth', () => {
    const reason = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(ada@example.com) already exists.',
      params: ['$argon2id$v=19$digest'],
      query: 'insert into "users" ("email") values ($1)',
    });
    const failed = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['ada@example.com', '$argon2id$v=19$digest\n    at forged (frame)'],
      reason,
    );
    const wrapped = new Error('sign-up failed', { cause: failed });
    const out = JSON.stringify(serializeError(wrapped));
    expect(out).toContain('Failed query: insert into \\"users\\"');
    expect(out).toContain('users_email_key');
    expect(out).toContain('"code":"23505"');
    expect(out).toContain('at ');
    for (const secret of ['ada@example.com', '$argon2id', 'params', 'forged']) expect(out).not.toContain(secret);
  });

  it('leaves values that are not errors alone', () => {
    expect(serializeError('text')).toBe('text');
    expect(serializeError({ a: 1 })).toEqual({ a: 1 });
  });
});
