import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-strength.ts';

describe('passwordWeakness', () => {
  it.each(['password', '12345678', 'Password1', 'qwertyuiop', 'iloveyou1', 'aaaaaaaaaaaa'])(
    'refuses %j, saying what to do instead',
    async (password) => {
      const weakness = await passwordWeakness(password);
      expect(weakness).toMatch(/^That password is too easy to guess/);
      expect(weakness).toMatch(/three or four unrelated words/);
    },
  );

  it('refuses a password of spaces with its own message', async () => {
    expect(await passwordWeakness('        ')).toMatch(/can't be only spaces/);
    expect(await passwordWeakness('\t\t  \t\t  ')).toMatch(/can't be only spaces/);
  });

  it('counts what the person told us about themselves against the password', async () => {
    expect(await passwordWeakness('jacaranda1987')).toBeNull();
    expect(await passwordWeakness('jacaranda1987', ['jacaranda1987@example.com', 'jacaranda'])).not.toBeNull();
  });

  it.each(['correct horse battery', 'a calm long passphrase', 'bench password 1', 'Tr0ub4dor&3x'])(
    'takes %j',
    async (password) => {
      expect(await passwordWeakness(password)).toBeNull();
    },
  );

  it('judges a very long password by its first 64 characters', async () => {
    expect(await passwordWeakness('aB3$'.repeat(50))).not.toBeNull();
    expect(await passwordWeakness('correct horse battery '.repeat(4))).toBeNull();
  });
});
