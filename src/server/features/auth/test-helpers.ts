import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TestClient, type TestApp } from '../../test/harness.ts';

export const setCookies = (res: LightMyRequestResponse): string[] => {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
};

export const setCookieFor = (res: LightMyRequestResponse, name: string) =>
  setCookies(res).find((c) => c.startsWith(`${name}=`));

let counter = 0;
export const uniqueEmail = (label = 'person') => `${label}.${Date.now().toString(36)}.${counter++}@example.com`;

export function signUp(client: TestClient, overrides: Record<string, unknown> = {}) {
  return client.post('/api/auth/signup', {
    email: uniqueEmail(),
    password: 'correct horse battery',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  });
}

/** A new signed-up person with their own client, and their user id. */
export async function newUser(t: TestApp) {
  const client = new TestClient(t.app);
  expect((await signUp(client)).statusCode).toBeLessThan(300);
  const id: string = (await client.get('/api/auth/user')).json().id;
  return { client, id };
}
