import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { signUp, uniqueEmail } from './test-helpers.ts';

describe.each(dbKinds)('new passwords on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(['password', '12345678', 'Password1!', 'qwerty123'])(
    'refuses %j with a 400 that says what to do, creating nothing',
    async (password) => {
      const email = uniqueEmail();
      const res = await signUp(new TestClient(t.app), { email, password });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /^That password is too easy to guess.*\. Try three or four unrelated words, or a longer mix of words, numbers and symbols\.$/,
      );
      expect((await signUp(new TestClient(t.app), { email })).statusCode).toBe(201);
    },
  );

  it('refuses eight spaces, and a password made of the person’s own details', async () => {
    const spaces = await signUp(new TestClient(t.app), { password: '        ' });
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json().message).toMatch(/can't be only spaces/);
    const own = await signUp(new TestClient(t.app), {
      email: 'wollemia.nobilis@example.com',
      firstName: 'Wollemia',
      lastName: 'Nobilis',
      password: 'WollemiaNobilis',
    });
    expect(own.statusCode).toBe(400);
  });

  it('keeps the 8-character minimum message for short passwords', async () => {
    const res = await signUp(new TestClient(t.app), { password: 'x7#Kq' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Use at least 8 characters for your password.');
  });
});
