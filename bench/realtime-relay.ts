// `npx tsx bench/realtime-relay.ts`: the pure translation cost the relay adds per audio event
// (DECISIONS §7 budget: under 1 ms at p99). No sockets: the end-to-end relay bench is separate.
import { chunkPcm16, pcm16ToBase64, REALTIME_CHUNK_SAMPLES } from '../src/server/ai/speech/pcm.ts';
import { noise } from '../src/server/ai/speech/testing/signals.ts';
import { parseClientEvent } from '../src/server/features/voice/realtime/parse-client-event.ts';
import { toBrowserEvent, type ProviderServerEvent } from '../src/server/features/voice/realtime/to-browser.ts';
import { toProviderEvent } from '../src/server/features/voice/realtime/to-provider.ts';

const ITERATIONS = Number(process.env.ITERATIONS ?? 20_000);
const WARMUP = 2_000;

// Real-looking audio (noise, not zeros) so base64 and JSON work on realistic bytes.
const chunks = chunkPcm16(noise(10_000, 0.1, 42), REALTIME_CHUNK_SAMPLES).filter(
  (c) => c.length === REALTIME_CHUNK_SAMPLES,
);
const browserFrames = chunks.map((c) => JSON.stringify({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(c) }));
// What the ws library hands the relay: a Buffer per provider message, in the GA shape.
const providerFrames = chunks.map((c, i) =>
  Buffer.from(
    JSON.stringify({
      type: 'response.output_audio.delta',
      event_id: `event_${i}`,
      response_id: 'resp_1',
      item_id: 'item_1',
      output_index: 0,
      content_index: 0,
      delta: pcm16ToBase64(c),
    }),
  ),
);

let sink = 0;

function browserToProvider(i: number): void {
  const parsed = parseClientEvent(browserFrames[i % browserFrames.length]!);
  if (!parsed.ok || parsed.event.type === 'conversation.item.create') throw new Error('bench frame rejected');
  sink += toProviderEvent(parsed.event).length;
}

function providerToBrowser(i: number): void {
  const event = JSON.parse(providerFrames[i % providerFrames.length]!.toString()) as ProviderServerEvent;
  sink += toBrowserEvent(event)?.length ?? 0;
}

function measure(name: string, fn: (i: number) => void): void {
  for (let i = 0; i < WARMUP; i++) fn(i);
  const samples = new Float64Array(ITERATIONS);
  for (let i = 0; i < ITERATIONS; i++) {
    const start = process.hrtime.bigint();
    fn(i);
    samples[i] = Number(process.hrtime.bigint() - start) / 1000;
  }
  samples.sort();
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  const p99 = at(0.99);
  console.log(
    `${name.padEnd(44)} p50 ${at(0.5).toFixed(1).padStart(6)} µs   p99 ${p99.toFixed(1).padStart(6)} µs   max ${samples[samples.length - 1]!.toFixed(0).padStart(6)} µs   ${p99 < 1000 ? 'within' : 'OVER'} the 1 ms budget`,
  );
}

console.log(
  `Realtime relay translation, ${REALTIME_CHUNK_SAMPLES}-sample audio events, ${ITERATIONS} iterations (Node ${process.version})`,
);
measure('browser → provider (zod validate + splice)', browserToProvider);
measure('provider → browser (JSON.parse + rename)', providerToBrowser);
if (sink === 0) throw new Error('nothing measured');
