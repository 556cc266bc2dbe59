// Relay overhead per audio event through real sockets: browser ↔ Solace (/ws/realtime, relay mode)
// ↔ a loopback provider that echoes each append as an output audio delta, against the browser
// talking to the same provider directly; then many relayed calls at once. Budgets (DECISIONS §7):
// under 1 ms added per audio event at p99; 200 concurrent calls on 2 cores.
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { chunkPcm16, pcm16ToBase64, REALTIME_CHUNK_SAMPLES } from '../src/server/ai/speech/pcm.ts';
import { noise } from '../src/server/ai/speech/testing/signals.ts';
import {
  ms,
  pct,
  newCaller,
  openReadyCall,
  quantile,
  sleep,
  sortNumbers,
  startVoiceTarget,
  type VoiceTarget,
} from './voice-lib.ts';

const EVENTS = Number(process.env.BENCH_RELAY_EVENTS ?? 600);
const ROUNDS = Number(process.env.BENCH_RELAY_ROUNDS ?? 3);
/** Below the call socket's 50 appends/s limit (a real browser sends about 6 a second). */
const PACE_MS = 22;
const API_KEY = 'sk-bench-realtime-key';
const CHUNK_MS = (REALTIME_CHUNK_SAMPLES / 24_000) * 1000;

/** Speaks just enough OpenAI Realtime GA for the relay: session events, and every append echoed back as audio. */
async function startEchoProvider() {
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (info, done) => done(info.req.headers.authorization === `Bearer ${API_KEY}`, 401),
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (socket) => {
    socket.send(JSON.stringify({ type: 'session.created', session: { id: 'sess_bench', type: 'realtime' } }));
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as { type: string; audio?: string };
      if (event.type === 'session.update')
        socket.send(JSON.stringify({ type: 'session.updated', session: { id: 'sess_bench' } }));
      if (event.type === 'input_audio_buffer.append') {
        socket.send(
          JSON.stringify({
            type: 'response.output_audio.delta',
            response_id: 'resp_bench',
            item_id: 'item_bench',
            output_index: 0,
            content_index: 0,
            delta: event.audio,
          }),
        );
      }
    });
  });
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/v1/realtime`,
    close: () => new Promise<void>((r) => wss.close(() => r())),
  };
}

/** Round trips of one append at a time: send, wait for the audio delta, pause, repeat. */
async function roundTrips(ws: WebSocket, frame: string, expect: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < EVENTS + 50; i++) {
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const onMessage = (data: WebSocket.RawData) => {
        if (!data.toString().startsWith(expect)) return;
        ws.off('message', onMessage);
        resolve();
      };
      ws.on('message', onMessage);
      ws.send(frame);
    });
    if (i >= 50) times.push(performance.now() - start); // the first 50 warm up
    await sleep(PACE_MS);
  }
  return sortNumbers(times);
}

const CALLS = Number(process.env.BENCH_RELAY_CALLS ?? 200);
const CALL_SECONDS = Number(process.env.BENCH_VOICE_SECONDS ?? 10);

/** CALLS callers streaming real-time appends through the relay at once; each append comes back as audio. */
async function relayUnderLoad(target: VoiceTarget, frame: string): Promise<void> {
  const calls = await Promise.all(
    Array.from({ length: CALLS }, async () => openReadyCall(target, await newCaller(target.http))),
  );
  const sockets = calls.map((c) => c.ws);
  const setup = sortNumbers(calls.map((c) => c.setupMs));
  const latencies: number[] = [];
  let sent = 0;
  await target.lag();
  const cpuFrom = process.cpuUsage();
  const wallFrom = performance.now();
  await Promise.all(
    sockets.map(async (ws, i) => {
      const inFlight: number[] = [];
      ws.on('message', (data) => {
        if (data.toString().startsWith('{"type":"response.audio.delta"'))
          latencies.push(performance.now() - inFlight.shift()!);
      });
      await sleep((i / sockets.length) * CHUNK_MS);
      const end = performance.now() + CALL_SECONDS * 1000;
      for (let next = performance.now(); next < end; next += CHUNK_MS) {
        inFlight.push(performance.now());
        ws.send(frame);
        sent++;
        await sleep(Math.max(0, next + CHUNK_MS - performance.now()));
      }
    }),
  );
  await sleep(1000);
  const lag = await target.lag();
  const used = process.cpuUsage(cpuFrom);
  const benchCpu = (used.user + used.system) / 1000 / (performance.now() - wallFrom);
  for (const ws of sockets) ws.close();
  const sorted = sortNumbers(latencies);
  console.log(
    `${CALLS} relayed calls opened at once (ready in p50 ${ms(quantile(setup, 0.5))}, p99 ${ms(quantile(setup, 0.99))}), then streaming in real time for ${CALL_SECONDS} s: round trip p50 ${ms(quantile(sorted, 0.5))}, p99 ${ms(quantile(sorted, 0.99))}; app loop lag p99 ${ms(Math.max(0, lag.p99 - 5))}, app CPU ${pct(lag.cpu)} of a core, bench CPU ${pct(benchCpu)}; lost ${sent - latencies.length}/${sent}`,
  );
}

export async function benchVoiceRelay(): Promise<void> {
  const provider = await startEchoProvider();
  const target = await startVoiceTarget({ REALTIME_URL: provider.url, REALTIME_API_KEY: API_KEY });
  try {
    const [chunk] = chunkPcm16(noise(200, 0.1, 7), REALTIME_CHUNK_SAMPLES);
    const frame = JSON.stringify({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(chunk!) });

    console.log(
      `\nRealtime relay: ${ROUNDS} rounds of ${EVENTS} audio round trips each way (${REALTIME_CHUNK_SAMPLES}-sample appends, one in flight)`,
    );
    const rounds: { added50: number; added99: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const direct = new WebSocket(provider.url, { headers: { authorization: `Bearer ${API_KEY}` } });
      await new Promise((r) => direct.once('open', r));
      const directTimes = await roundTrips(direct, frame, '{"type":"response.output_audio.delta"');
      direct.close();
      const call = (await openReadyCall(target, await newCaller(target.http))).ws;
      const relayTimes = await roundTrips(call, frame, '{"type":"response.audio.delta"');
      call.close();
      // A round trip crosses the relay twice (append in, audio delta out): half is the cost per audio event.
      const added50 = (quantile(relayTimes, 0.5) - quantile(directTimes, 0.5)) / 2;
      const added99 = (quantile(relayTimes, 0.99) - quantile(directTimes, 0.99)) / 2;
      rounds.push({ added50, added99 });
      console.log(
        `round ${round}: direct p50 ${ms(quantile(directTimes, 0.5))} p99 ${ms(quantile(directTimes, 0.99))}; relayed p50 ${ms(quantile(relayTimes, 0.5))} p99 ${ms(quantile(relayTimes, 0.99))}; added per event p50 ${ms(added50)} p99 ${ms(added99)}`,
      );
    }
    const median = (xs: number[]) => quantile(sortNumbers(xs), 0.5);
    const added99 = median(rounds.map((r) => r.added99));
    console.log(
      `added per audio event (one way), median of ${ROUNDS}: p50 ${ms(median(rounds.map((r) => r.added50)))}, p99 ${ms(added99)}   budget < 1 ms at p99: ${added99 < 1 ? 'MET' : 'NOT MET'}`,
    );
    await relayUnderLoad(target, frame);
  } finally {
    await target.stop();
    await provider.close();
  }
}
