// The Solace app for the voice bench, in its own process: configured from the environment
// (REALTIME_URL, STT_BASE_URL, …), reporting its event-loop delay over IPC when asked.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { FieldCipher, generateKeyring } from '../src/server/platform/crypto.ts';
import { testConfig } from '../src/server/test/harness.ts';

const env = Object.fromEntries(
  ['REALTIME_URL', 'REALTIME_API_KEY', 'STT_BASE_URL', 'STT_EMBEDDED', 'TTS_BASE_URL'].flatMap((k) =>
    process.env[k] ? [[k, process.env[k]!]] : [],
  ),
);
// Load from one address: the per-route limits would refuse it (the sign-in guess limit stays on).
env.RATE_LIMITS = 'off';
const database = await openDatabase(process.env.BENCH_DB ?? 'memory://');
const app = await buildApp({
  config: testConfig(env),
  database,
  cipher: new FieldCipher(generateKeyring()),
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
let cpuFrom = process.cpuUsage();
let wallFrom = performance.now();
process.on('message', (m) => {
  if (m !== 'lag') return;
  const toMs = (ns: number) => ns / 1e6;
  const cpu = process.cpuUsage(cpuFrom);
  const cpuShare = (cpu.user + cpu.system) / 1000 / (performance.now() - wallFrom);
  process.send!({
    lag: { p50: toMs(delay.percentile(50)), p99: toMs(delay.percentile(99)), max: toMs(delay.max), cpu: cpuShare },
  });
  delay.reset();
  cpuFrom = process.cpuUsage();
  wallFrom = performance.now();
});
process.send!({ ready: (app.server.address() as { port: number }).port });
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
