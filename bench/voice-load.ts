// Concurrent local calls on one instance: N simulated callers stream 24 kHz PCM16 in real time
// (a 4096-sample append every 170.7 ms: 1.5 s of speech, then silence) and the server runs its VAD
// on every stream. A second, smaller ramp also asks for a reply after each utterance (the way
// browser recognition sends its words), so the embedded engine and espeak-ng answer too. Reported
// per level: the app's event-loop delay, how late VAD events and replies arrive, and what never came.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type WebSocket from 'ws';
import { chunkPcm16, pcm16ToBase64, REALTIME_CHUNK_SAMPLES } from '../src/server/ai/speech/pcm.ts';
import { noise, silence } from '../src/server/ai/speech/testing/signals.ts';
import {
  ms,
  newCaller,
  openReadyCall,
  quantile,
  sleep,
  sortNumbers,
  startVoiceTarget,
  type VoiceTarget,
} from './voice-lib.ts';

const LEVELS = (process.env.BENCH_VOICE_LEVELS ?? '25,50,100,200').split(',').map(Number);
const REPLY_LEVELS = (process.env.BENCH_VOICE_REPLY_LEVELS ?? '5,10,25').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_VOICE_SECONDS ?? 10);
const CHUNK_MS = (REALTIME_CHUNK_SAMPLES / 24_000) * 1000;
/** A VAD event later than this after the audio that completes it is counted late. */
const LATE_MS = 200;
const speechFrames = chunkPcm16(noise(1536, 0.1, 3)).map((c) =>
  JSON.stringify({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(c) }),
);
const silenceFrame = JSON.stringify({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(silence(CHUNK_MS)) });
const words = JSON.stringify({
  type: 'conversation.item.create',
  item: {
    type: 'message',
    role: 'user',
    content: [{ type: 'input_text', text: 'Work has been stressful and I am not sleeping well.' }],
  },
});

interface Stats {
  vad: number[];
  firstAudio: number[];
  late: number;
  expected: number;
  received: number;
  errors: number;
}

/** One caller for `seconds`: speech (1.5 s), then silence until the reply is done and 1 s has passed, repeated. */
async function caller(ws: WebSocket, seconds: number, stats: Stats, replies: boolean): Promise<void> {
  let speechStartSent = 0;
  let stopDueSent = 0;
  let wordsSent = 0;
  const turn = { replied: false };
  ws.on('message', (data) => {
    const text = data.toString();
    const type = /"type":"([^"]+)"/.exec(text)?.[1];
    const now = performance.now();
    const vad = (from: number) => {
      stats.received++;
      stats.vad.push(now - from);
      if (now - from > LATE_MS) stats.late++;
    };
    if (type === 'input_audio_buffer.speech_started') vad(speechStartSent);
    else if (type === 'input_audio_buffer.speech_stopped') {
      vad(stopDueSent);
      if (!replies) return void (turn.replied = true);
      wordsSent = performance.now();
      stats.expected++;
      ws.send(words);
    } else if (type === 'response.audio.delta' && wordsSent) {
      stats.firstAudio.push(now - wordsSent);
      wordsSent = 0;
    } else if (type === 'response.done') {
      stats.received++;
      turn.replied = true;
    } else if (type === 'error') stats.errors++;
  });
  ws.on('close', (code) => code !== 1000 && code !== 1005 && stats.errors++);
  const end = performance.now() + seconds * 1000;
  let next = performance.now();
  const tick = async () => {
    next += CHUNK_MS;
    await sleep(Math.max(0, next - performance.now()));
  };
  // Quiet first: the VAD's adaptive noise floor must hear the room before it hears speech.
  for (let i = 0; i < 3; i++) {
    ws.send(silenceFrame);
    await tick();
  }
  while (performance.now() < end && ws.readyState === ws.OPEN) {
    turn.replied = false;
    stats.expected += 2;
    for (const [i, frame] of speechFrames.entries()) {
      ws.send(frame);
      if (i === 0) speechStartSent = performance.now();
      await tick();
    }
    for (let i = 0; !(turn.replied && i >= 6) && ws.readyState === ws.OPEN && performance.now() < end + 5000; i++) {
      ws.send(silenceFrame);
      if (i === 2) stopDueSent = performance.now(); // 512 ms of silence completes the 500 ms window
      await tick();
    }
  }
}

async function level(
  target: VoiceTarget,
  callers: { cookie: string; sessionId: string }[],
  replies: boolean,
): Promise<void> {
  const sockets = (await Promise.all(callers.map((c) => openReadyCall(target, c)))).map((c) => c.ws);
  const stats: Stats = { vad: [], firstAudio: [], late: 0, expected: 0, received: 0, errors: 0 };
  const mine = monitorEventLoopDelay({ resolution: 5 });
  mine.enable();
  await target.lag();
  // Stagger starts over one chunk so callers do not all send in the same millisecond.
  await Promise.all(
    sockets.map(async (ws, i) => {
      await sleep((i / sockets.length) * CHUNK_MS);
      await caller(ws, SECONDS, stats, replies);
    }),
  );
  await sleep(3000);
  const lag = await target.lag();
  mine.disable();
  for (const ws of sockets) ws.close();
  const vad = sortNumbers(stats.vad);
  const audio = sortNumbers(stats.firstAudio);
  console.log(
    `${String(callers.length).padStart(4)} callers  app loop lag p99 ${ms(Math.max(0, lag.p99 - 5)).padStart(9)}  VAD event p50 ${ms(quantile(vad, 0.5)).padStart(8)} p99 ${ms(quantile(vad, 0.99)).padStart(9)}  late ${String(stats.late).padStart(4)}  missing ${String(Math.max(0, stats.expected - stats.received)).padStart(4)}/${stats.expected}${replies ? `  first audio p50 ${ms(quantile(audio, 0.5)).padStart(9)}` : ''}  errors ${stats.errors}  (bench loop p99 ${ms(Math.max(0, mine.percentile(99) / 1e6 - 5))})`,
  );
}

export async function benchVoiceLoad(): Promise<void> {
  // Words come as browser recognition would send them; the embedded recogniser is measured in stt.ts.
  const target = await startVoiceTarget({ STT_EMBEDDED: 'off' });
  try {
    const callers = [];
    for (let i = 0; i < Math.max(...LEVELS, ...REPLY_LEVELS); i++) callers.push(await newCaller(target.http));
    console.log(
      `\nLocal calls, streaming: callers send real-time PCM for ${SECONDS} s per level, server VAD on each (late = VAD event > ${LATE_MS} ms)`,
    );
    for (const n of LEVELS) await level(target, callers.slice(0, n), false);
    console.log(`\nLocal calls, talking: as above, and every utterance gets a reply (embedded engine + espeak-ng)`);
    for (const n of REPLY_LEVELS) await level(target, callers.slice(0, n), true);
  } finally {
    await target.stop();
  }
}
