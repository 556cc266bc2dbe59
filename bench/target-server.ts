// Runs one benchmark target in its own process so the load generator never shares its event loop.
// BENCH_TARGET=app: the real Solace app; BENCH_TARGET=floor: a bare Fastify route doing the same two
// encrypted inserts a chat turn does, the physical floor for POST /api/chat.
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { messages, therapySessions } from '../src/server/db/schema/index.ts';
import { FieldCipher, generateKeyring } from '../src/server/platform/crypto.ts';
import { newId } from '../src/server/platform/ids.ts';
import { testConfig } from '../src/server/test/harness.ts';

const target = process.env.BENCH_TARGET ?? 'app';
const database = await openDatabase(process.env.BENCH_DB ?? 'memory://');
const cipher = new FieldCipher(generateKeyring());

async function floorApp() {
  const app = Fastify({ logger: false });
  const sessionId = newId('ses');
  await database.db.insert(therapySessions).values({ id: sessionId, ownerId: 'usr_bench', modality: 'text' });
  app.post<{ Body: { message: string } }>('/floor', async (request) => {
    const rows = [request.body.message, 'A reply of about the same length as the real one, give or take.'].map(
      (content, i) => {
        const id = newId('msg');
        return {
          id,
          sessionId,
          ownerId: 'usr_bench',
          role: i ? 'assistant' : 'user',
          contentEnc: cipher.encrypt(content, `messages:${id}`),
        };
      },
    );
    await database.db.insert(messages).values(rows[0]!);
    await database.db.insert(messages).values(rows[1]!);
    return { response: 'ok' };
  });
  return app;
}

// Load from one address: the per-route limits would refuse it (the sign-in guess limit stays on).
const app =
  target === 'floor'
    ? await floorApp()
    : await buildApp({ config: testConfig({ RATE_LIMITS: 'off' }), database, cipher, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
process.stdout.write(`READY ${port}\n`);
// BENCH_PROFILE=file: a CPU profile of the load phase only (from SIGUSR2 until SIGTERM), for finding
// where a request's time goes; startup, migrations and sign-ups stay out of it.
const profile = process.env.BENCH_PROFILE;
let session: import('node:inspector/promises').Session | undefined;
if (profile) {
  const { Session } = await import('node:inspector/promises');
  process.on('SIGUSR2', async () => {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  });
}

process.on('SIGTERM', async () => {
  if (session && profile) {
    const { profile: data } = await session.post('Profiler.stop');
    (await import('node:fs')).writeFileSync(profile, JSON.stringify(data));
  }
  await app.close();
  await database.close();
  process.exit(0);
});
