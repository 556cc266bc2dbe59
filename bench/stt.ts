// Embedded speech recognition (DECISIONS §7): faster than real time on one core, and end of speech
// → first audio within 800 ms with it. Real speech (espeak-ng), real recogniser (pocketsphinx), no
// provider. `npm run bench stt` runs only this.
//
// The call is fed as a microphone would feed it: a 4096-sample chunk (170 ms at 24 kHz) is sent
// once it has been "recorded", in real time, never faster. End of speech is the wall-clock moment
// the last spoken 20 ms frame (level ≥ 0.01, the spec's speech level) was recorded, so the time
// spent noticing that the person has stopped (the VAD's silence window, or the browser's quiet
// chunks before it commits) counts, as "end of speech → first audio" says. Two ways of sending:
// - every chunk (a client streaming continuously; the server's VAD ends the turn after 500 ms quiet);
// - the browser's gate (src/client/…/speech-gate.ts: only chunks louder than 0.01 are sent, and
//   `input_audio_buffer.commit` after four quiet chunks).
// Each turn is split into stages by the events the call sends back.
import { loadavg } from 'node:os';
import type WebSocket from 'ws';
import { SpeechGate } from '../src/client/features/voice/call/speech-gate.ts';
import { chunkPcm16, pcm16ToBase64, REALTIME_SAMPLE_RATE, resample, rms } from '../src/server/ai/speech/pcm.ts';
import { pocketsphinxProblem } from '../src/server/ai/speech/pocketsphinx/embedded-transcriber.ts';
import { espeakWav, hasEspeak, silence } from '../src/server/ai/speech/testing/signals.ts';
import { decodeWav } from '../src/server/ai/speech/wav.ts';
import { makeCorpus, readSentences } from '../tools/stt/corpus.ts';
import { measureWer } from '../tools/stt/wer.ts';
import { median } from './lib.ts';
import { ms, newCaller, openCall, quantile, sleep, sortNumbers, startVoiceTarget } from './voice-lib.ts';

const UTTERANCES = Number(process.env.BENCH_STT_UTTERANCES ?? 12);
const TURNS = Number(process.env.BENCH_STT_TURNS ?? 8);
const lines = readSentences().slice(0, TURNS);
const LEAD_MS = 400;
const TAIL_MS = 1200;
const FRAME = REALTIME_SAMPLE_RATE / 50;
const CHUNK_MS = (4096 / REALTIME_SAMPLE_RATE) * 1000;
/** A turn the recogniser heard nothing in gets no reply: it is counted, not waited for. */
const UNANSWERED_AFTER_MS = 30_000;

interface Spoken {
  chunks: Int16Array[];
  /** Where the speech ends: samples from the start of the first chunk. */
  speechEnd: number;
}

function spoken(text: string): Spoken {
  const wav = decodeWav(espeakWav(text, 'en-us+f2'));
  const speech = resample(wav.samples, wav.sampleRate, REALTIME_SAMPLE_RATE);
  let last = 0;
  for (let at = 0; at + FRAME <= speech.length; at += FRAME) if (rms(speech, at, at + FRAME) >= 0.01) last = at + FRAME;
  const lead = silence(LEAD_MS);
  const audio = new Int16Array(lead.length + speech.length + silence(TAIL_MS).length);
  audio.set(speech, lead.length);
  return { chunks: chunkPcm16(audio), speechEnd: lead.length + last };
}

type Sending = 'every chunk' | 'browser gate';

/** Wall-clock times (performance.now) of one turn. */
interface Turn {
  speechEnd: number;
  stopped: number;
  transcript: number;
  text: number;
  audio: number;
}

const STAGES: [string, (t: Turn) => number][] = [
  ['end of speech → speech_stopped (turn end noticed)', (t) => t.stopped - t.speechEnd],
  ['speech_stopped → transcript (final decode)', (t) => t.transcript - t.stopped],
  ['transcript → first text (safety + engine turn)', (t) => t.text - t.transcript],
  ['first text → first audio (first sentence TTS)', (t) => t.audio - t.text],
  ['speech_stopped → first audio', (t) => t.audio - t.stopped],
  ['END OF SPEECH → FIRST AUDIO (budget 800 ms)', (t) => t.audio - t.speechEnd],
];

/** Speaks one line into the call in real time and times what comes back (undefined: no reply). */
async function speak(ws: WebSocket, line: Spoken, sending: Sending): Promise<Turn | undefined> {
  const times: Partial<Turn> = {};
  let giveUp = () => {};
  const done = new Promise<void>((resolve, reject) => {
    giveUp = () => (ws.off('message', onMessage), resolve());
    const onMessage = (data: WebSocket.RawData) => {
      const type = /"type":"([^"]+)"/.exec(data.toString())?.[1];
      const now = performance.now();
      if (type === 'input_audio_buffer.speech_stopped') times.stopped ??= now;
      if (type === 'conversation.item.input_audio_transcription.completed') times.transcript ??= now;
      if (type === 'response.text.delta') times.text ??= now;
      if (type === 'response.audio.delta') times.audio ??= now;
      if (type === 'error') reject(new Error(`the call answered with an error: ${data.toString()}`));
      if (type === 'response.done') {
        ws.off('message', onMessage);
        resolve();
      }
    };
    ws.on('message', onMessage);
  });
  const gate = new SpeechGate();
  const started = performance.now();
  times.speechEnd = started + (line.speechEnd / REALTIME_SAMPLE_RATE) * 1000;
  for (const [i, chunk] of line.chunks.entries()) {
    // A chunk exists once it has been recorded.
    await sleep(started + (i + 1) * CHUNK_MS - performance.now());
    const send = () => ws.send(JSON.stringify({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(chunk) }));
    if (sending === 'every chunk') send();
    else {
      const floats = Float32Array.from(chunk, (s) => s / 0x8000);
      const decision = gate.next(floats);
      if (decision.commit) ws.send(JSON.stringify({ type: 'input_audio_buffer.commit' }));
      if (decision.send) send();
    }
  }
  const timer = setTimeout(giveUp, UNANSWERED_AFTER_MS);
  await done;
  clearTimeout(timer);
  const turn = times as Turn;
  if ((['stopped', 'transcript', 'text', 'audio'] as const).some((key) => turn[key] === undefined)) return undefined;
  return turn;
}

async function callTurns(sending: Sending): Promise<(Turn | undefined)[]> {
  const target = await startVoiceTarget({ STT_BASE_URL: '' });
  try {
    const ws = await openCall(target, await newCaller(target.http));
    await sleep(1500); // the recogniser's model loads when the call opens
    const turns: (Turn | undefined)[] = [];
    for (const line of lines.map(spoken)) {
      turns.push(await speak(ws, line, sending));
      await sleep(1000);
    }
    ws.close();
    return turns;
  } finally {
    await target.stop();
  }
}

function report(sending: Sending, all: (Turn | undefined)[]): void {
  const turns = all.filter((t) => t !== undefined);
  const unanswered = all.length - turns.length;
  console.log(
    `\nA call with the embedded recogniser, ${all.length} spoken turns, sending ${sending}${unanswered ? ` (${unanswered} heard as nothing, left out)` : ''} (load average ${loadavg()[0]!.toFixed(2)} after):`,
  );
  if (turns.length === 0) return;
  for (const [name, of] of STAGES) {
    const s = sortNumbers(turns.map(of));
    const verdict = name.startsWith('END') ? `   ${median(s) < 800 ? 'MET' : 'NOT MET'} (median)` : '';
    console.log(
      `  ${name.padEnd(52)} median ${ms(median(s)).padStart(9)}   p90 ${ms(quantile(s, 0.9)).padStart(9)}   max ${ms(s.at(-1)!).padStart(9)}${verdict}`,
    );
  }
}

export async function benchStt(): Promise<void> {
  const problem = hasEspeak() ? await pocketsphinxProblem() : 'espeak-ng is not installed';
  if (problem) {
    console.log(`\nEmbedded speech recognition: skipped (${problem})`);
    return;
  }
  const result = await measureWer(makeCorpus(readSentences().slice(0, UTTERANCES)));
  console.log(
    `\nEmbedded speech recognition (pocketsphinx en-us), ${result.utterances} generated utterances, streamed as a call does`,
  );
  console.log(
    `real-time factor (decode CPU / audio, one core) ${result.realTimeFactor.toFixed(2)}   budget < 1: ${result.realTimeFactor < 1 ? 'MET' : 'NOT MET'}   WER ${(result.wer * 100).toFixed(1)}% (full set: npx tsx tools/stt/wer.ts)`,
  );
  const ends = sortNumbers(result.endMs);
  console.log(
    `ending an utterance (final pass + hypothesis) median ${ms(median(ends))}, max ${ms(ends.at(-1)!)}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const sending of ['every chunk', 'browser gate'] as const) report(sending, await callTurns(sending));
}
