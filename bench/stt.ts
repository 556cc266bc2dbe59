// Embedded speech recognition (DECISIONS §7): faster than real time on one core, and end of speech
// → first audio within 800 ms with it. Real speech (espeak-ng), real recogniser (pocketsphinx), no
// provider. `npm run bench stt` runs only this.
import type WebSocket from 'ws';
import { chunkPcm16, pcm16ToBase64, REALTIME_SAMPLE_RATE, resample } from '../src/server/ai/speech/pcm.ts';
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

function appends(text: string): string[] {
  const wav = decodeWav(espeakWav(text, 'en-us+f2'));
  const speech = resample(wav.samples, wav.sampleRate, REALTIME_SAMPLE_RATE);
  return [...chunkPcm16(silence(400)), ...chunkPcm16(speech), ...chunkPcm16(silence(900))].map((c) =>
    JSON.stringify({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(c) }),
  );
}

/** speech_stopped → first response.audio.delta for one spoken turn. */
function turnLatency(ws: WebSocket): Promise<number> {
  let stopped = 0;
  return new Promise((resolve, reject) => {
    const onMessage = (data: WebSocket.RawData) => {
      const type = /"type":"([^"]+)"/.exec(data.toString())?.[1];
      if (type === 'input_audio_buffer.speech_stopped' && !stopped) stopped = performance.now();
      if (type === 'response.audio.delta' && stopped) {
        ws.off('message', onMessage);
        resolve(performance.now() - stopped);
      }
      if (type === 'error') reject(new Error(`the call answered with an error: ${data.toString()}`));
    };
    ws.on('message', onMessage);
  });
}

async function endOfSpeechToAudio(): Promise<number[]> {
  const target = await startVoiceTarget({ STT_BASE_URL: '' });
  try {
    const ws = await openCall(target, await newCaller(target.http));
    await sleep(1500); // the recogniser's model loads when the call opens
    const latencies: number[] = [];
    for (const line of lines) {
      const latency = turnLatency(ws);
      for (const frame of appends(line)) ws.send(frame);
      latencies.push(await latency);
      await sleep(1500);
    }
    ws.close();
    return latencies;
  } finally {
    await target.stop();
  }
}

export async function benchStt(): Promise<void> {
  const problem = hasEspeak() ? await pocketsphinxProblem() : 'espeak-ng is not installed';
  if (problem) {
    console.log(`\nEmbedded speech recognition: skipped (${problem})`);
    return;
  }
  const result = await measureWer(makeCorpus(readSentences().slice(0, UTTERANCES)));
  console.log(`\nEmbedded speech recognition (pocketsphinx en-us), ${result.utterances} generated utterances`);
  console.log(
    `real-time factor (decode CPU / audio, one core) ${result.realTimeFactor.toFixed(2)}   budget < 1: ${result.realTimeFactor < 1 ? 'MET' : 'NOT MET'}   WER ${(result.wer * 100).toFixed(1)}% (full set: npx tsx tools/stt/wer.ts)`,
  );
  const s = sortNumbers(await endOfSpeechToAudio());
  console.log(
    `${'speech_stopped → first audio (embedded recogniser)'.padEnd(52)} median ${ms(median(s)).padStart(9)}   p90 ${ms(quantile(s, 0.9)).padStart(9)}   max ${ms(s.at(-1)!).padStart(9)}   budget 800 ms: ${median(s) < 800 ? 'MET' : 'NOT MET'} (median)`,
  );
}
