import { openMicrophone, stopStream } from '../lib/microphone.ts';
import { CHUNK_SAMPLES, SAMPLE_RATE } from './pcm.ts';
import workletUrl from './pcm-capture.worklet.js?url&no-inline';

export interface MicCapture {
  context: AudioContext;
  stop(): void;
}

function newContext(): AudioContext {
  try {
    return new AudioContext({ sampleRate: SAMPLE_RATE, latencyHint: 'interactive' });
  } catch {
    return new AudioContext({ latencyHint: 'interactive' });
  }
}

/**
 * Microphone → AudioWorklet → 4096-sample Float32 chunks at 24 kHz. The same AudioContext plays
 * the therapist's audio, so one context (one output device) serves the call.
 */
export async function startMicCapture(
  onChunk: (samples: Float32Array) => void,
  constraints?: MediaTrackConstraints,
): Promise<MicCapture> {
  const stream = await openMicrophone(constraints);
  let context = newContext();
  try {
    let source: MediaStreamAudioSourceNode;
    try {
      source = context.createMediaStreamSource(stream);
    } catch {
      // Firefox will not connect a microphone to a context at another rate: run at the device rate
      // and let the worklet resample.
      await context.close();
      context = new AudioContext({ latencyHint: 'interactive' });
      source = context.createMediaStreamSource(stream);
    }
    await context.audioWorklet.addModule(workletUrl);
    const node = new AudioWorkletNode(context, 'pcm-capture', {
      numberOfInputs: 1,
      numberOfOutputs: 0,
      channelCount: 1,
      channelCountMode: 'explicit',
      processorOptions: { targetRate: SAMPLE_RATE, chunkSamples: CHUNK_SAMPLES },
    });
    node.port.onmessage = (event: MessageEvent<Float32Array>) => onChunk(event.data);
    source.connect(node);
    if (context.state === 'suspended') await context.resume();
    return {
      context,
      stop() {
        node.port.onmessage = null;
        source.disconnect();
        node.disconnect();
        stopStream(stream);
        void context.close().catch(() => undefined);
      },
    };
  } catch (error) {
    stopStream(stream);
    void context.close().catch(() => undefined);
    throw error;
  }
}
