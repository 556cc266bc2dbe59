import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/index.ts';
import { CALL_LIVE_ELSEWHERE } from './features/voice/call/call-socket.ts';
import { byType, SocketClient } from './features/voice/testing/socket-client.ts';
import { FieldCipher, generateKeyring } from './platform/crypto.ts';
import { createThrowawayPgDatabase, limitStoreEnv, testConfig } from './test/harness.ts';
import { REALTIME_CALL_PATH } from '../shared/voice.ts';
import type { FastifyInstance } from 'fastify';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A browser over real HTTP: its own loopback source address (127.0.0.x) and cookie jar, any instance. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly localAddress: string) {}

  cookie(name: string) {
    return this.cookies.get(name);
  }

  send(base: string, method: 'GET' | 'POST', path: string, payload?: unknown): Promise<Answer> {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const headers: Record<string, string> = { origin: base };
    if (body) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = http.request(`${base}${path}`, { method, headers, localAddress: this.localAddress }, (res) => {
        for (const line of res.headers['set-cookie'] ?? []) {
          const [pair] = line.split(';');
          const [name, value] = pair!.split('=');
          if (value) this.cookies.set(name!, value);
          else this.cookies.delete(name!);
        }
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  }
}

let people = 0;
const PASSWORD = 'correct horse battery';
const signUpBody = () => ({
  email: `scale.${Date.now().toString(36)}.${people++}@example.com`,
  password: PASSWORD,
  firstName: 'Scale',
});

/**
 * Two instances as two servers would run: each with its own connection pool to one PostgreSQL
 * database, both counting limits in one Redis, each on its own port.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)(
  'two app instances on one PostgreSQL and one Redis',
  () => {
    const env = limitStoreEnv('redis');
    const apps: FastifyInstance[] = [];
    const databases: Database[] = [];
    let drop: () => Promise<void>;
    let a: string;
    let b: string;

    beforeAll(async () => {
      const throwaway = await createThrowawayPgDatabase(process.env.TEST_DATABASE_URL!);
      drop = throwaway.drop;
      // One data key for both, as DATA_ENCRYPTION_KEY would be.
      const cipher = new FieldCipher(generateKeyring());
      const bases: string[] = [];
      for (let i = 0; i < 2; i++) {
        const database = await openDatabase(throwaway.url);
        const app = await buildApp({ config: testConfig(env), database, cipher, logger: false });
        await app.listen({ port: 0, host: '127.0.0.1' });
        databases.push(database);
        apps.push(app);
        bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      }
      [a, b] = bases as [string, string];
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await drop?.();
      const redis = new Redis(process.env.TEST_REDIS_URL!);
      const keys = await redis.keys(`${env.REDIS_KEY_PREFIX}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });

    it('counts sign-in guesses split across both instances against one limit', async () => {
      const owner = new Browser('127.0.0.2');
      const account = signUpBody();
      expect((await owner.send(a, 'POST', '/api/auth/signup', account)).status).toBe(201);

      const attacker = new Browser('127.0.0.3');
      const guess = (base: string, i: number) =>
        attacker.send(base, 'POST', '/api/auth/signin', { email: account.email, password: `guess ${i}` });
      const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => guess(i % 2 ? b : a, i)));
      expect(answers.filter((r) => r.status === 401)).toHaveLength(10);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(14);

      const right = { email: account.email, password: PASSWORD };
      expect((await attacker.send(b, 'POST', '/api/auth/signin', right)).status).toBe(429);
      expect((await new Browser('127.0.0.4').send(a, 'POST', '/api/auth/signin', right)).status).toBe(200);
    });

    it('counts a per-route limit across both instances', async () => {
      const from = new Browser('127.0.0.5');
      for (let i = 0; i < 60; i++)
        expect((await new Browser('127.0.0.5').send(i % 2 ? b : a, 'GET', '/api/anonymous/session')).status).toBe(200);
      expect((await from.send(a, 'GET', '/api/anonymous/session')).status).toBe(429);
      expect((await from.send(b, 'GET', '/api/anonymous/session')).status).toBe(429);
    });

    it('honours a session cookie from one instance on the other', async () => {
      const person = new Browser('127.0.0.6');
      const created = await person.send(a, 'POST', '/api/auth/signup', signUpBody());
      expect(created.status).toBe(201);
      const me = await person.send(b, 'GET', '/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(created.body.id);
      expect((await person.send(b, 'POST', '/api/auth/signout')).status).toBe(204);
      expect((await person.send(a, 'GET', '/api/auth/user')).status).toBe(401);
    });

    it('holds one live call per person across both instances', async () => {
      const person = new Browser('127.0.0.7');
      expect((await person.send(a, 'POST', '/api/auth/signup', signUpBody())).status).toBe(201);
      expect((await person.send(b, 'POST', '/api/terms/accept', { trialType: 'voice' })).status).toBe(200);
      const start = await person.send(a, 'POST', '/api/voice-therapy/start', {});
      expect(start.status).toBe(200);
      const path = `${REALTIME_CALL_PATH}?session=${start.body.voiceSessionId as string}`;

      const first = await SocketClient.open(a.replace(/^http/, 'ws'), path, person);
      await first.next(byType('session.created'));
      const second = await SocketClient.open(b.replace(/^http/, 'ws'), path, person);
      expect(await second.closed).toEqual({ code: 4409, reason: CALL_LIVE_ELSEWHERE });
      first.close();
      await first.closed;
    });
  },
);
