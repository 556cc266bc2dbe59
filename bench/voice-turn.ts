// Local voice turn: time from end of speech being detected (speech_stopped) to the first
// response.audio.delta, with the embedded engine and espeak-ng, the transcript coming from a
// loopback speech-to-text service (OpenAI's /v1/audio/transcriptions wire format) that answers at once.
// Also from conversation.item.create (browser recognition) to first audio. Budget: 300 ms.
import type WebSocket from 'ws';
import { chunkPcm16, pcm16ToBase64 } from '../src/server/ai/speech/pcm.ts';
import { startFakeOpenAiAudio } from '../src/server/ai/speech/testing/fake-openai-audio.ts';
import { hasEspeak, noise, silence } from '../src/server/ai/speech/testing/signals.ts';
import { median } from './lib.ts';
import { ms, newCaller, openCall, quantile, sleep, sortNumbers, startVoiceTarget } from './voice-lib.ts';

const TURNS = Number(process.env.BENCH_VOICE_TURNS ?? 20);
// Quiet first: the VAD's adaptive noise floor must hear the room before it hears speech.
const utterance = [...chunkPcm16(silence(400)), ...chunkPcm16(noise(1200, 0.1, 5)), ...chunkPcm16(silence(800))].map(
  (c) => JSON.stringify({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(c) }),
);
/** A turn a second at most: the call socket refuses more than one utterance a second. */
const PAUSE_MS = 600;
const lines = [
  'Work has been really stressful lately.',
  'I keep lying awake at night.',
  'My sister says I should relax.',
  'I guess I could try a walk.',
];

/** Resolves with the times (performance.now) at which each event type first arrives, up to response.done. */
function timeline(ws: WebSocket): Promise<Record<string, number>> {
  const seen: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const onMessage = (data: WebSocket.RawData) => {
      const text = data.toString();
      const type = /"type":"([^"]+)"/.exec(text)?.[1];
      if (type && !(type in seen)) seen[type] = performance.now();
      if (type === 'response.done' || type === 'error') ws.off('message', onMessage);
      if (type === 'response.done') resolve(seen);
      if (type === 'error') reject(new Error(`the call answered with an error: ${text}`));
    };
    ws.on('message', onMessage);
  });
}

export async function benchVoiceTurn(): Promise<void> {
  if (!hasEspeak()) {
    console.log('\nLocal voice turn: skipped (espeak-ng is not installed: apt-get install espeak-ng)');
    return;
  }
  const stt = await startFakeOpenAiAudio();
  const target = await startVoiceTarget({ STT_BASE_URL: stt.baseUrl });
  try {
    const ws = await openCall(target, await newCaller(target.http));
    await sleep(300);
    const spoken: number[] = [];
    const typed: number[] = [];
    for (let i = 0; i < TURNS + 2; i++) {
      stt.transcript = lines[i % lines.length]!;
      const events = timeline(ws);
      for (const frame of utterance) ws.send(frame);
      const t = await events;
      if (i >= 2) spoken.push(t['response.audio.delta']! - t['input_audio_buffer.speech_stopped']!);
      await sleep(PAUSE_MS);

      const sent = performance.now();
      const reply = timeline(ws);
      ws.send(
        JSON.stringify({
          type: 'conversation.item.create',
          item: {
            type: 'message',
            role: 'user',
            content: [{ type: 'input_text', text: lines[(i + 1) % lines.length]! }],
          },
        }),
      );
      const r = await reply;
      if (i >= 2) typed.push(r['response.audio.delta']! - sent);
      await sleep(PAUSE_MS);
    }
    ws.close();
    const row = (name: string, xs: number[]) => {
      const s = sortNumbers(xs);
      console.log(
        `${name.padEnd(52)} median ${ms(median(s)).padStart(9)}   p90 ${ms(quantile(s, 0.9)).padStart(9)}   max ${ms(s.at(-1)!).padStart(9)}   budget 300 ms: ${median(s) < 300 ? 'MET' : 'NOT MET'} (median)`,
      );
    };
    console.log(`\nLocal voice turn (embedded engine, espeak-ng), ${TURNS} turns each`);
    row('speech_stopped → first audio (loopback STT)', spoken);
    row('conversation.item.create → first audio', typed);
  } finally {
    await target.stop();
    await stt.close();
  }
}
