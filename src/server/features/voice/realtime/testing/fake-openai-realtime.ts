import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { base64ToPcm16, chunkPcm16, pcm16ToBase64 } from '../../../../ai/speech/pcm.ts';
import { VoiceActivityDetector } from '../../../../ai/speech/vad.ts';
import { tone } from '../../../../ai/speech/testing/signals.ts';

/**
 * Stands in for the OpenAI Realtime API (GA) on 127.0.0.1: bearer-key handshake, the GA event
 * names and shapes, server VAD on appended audio, transcripts, streamed replies, cancel.
 * Transcripts come from a script, since it does not really understand speech.
 */
export type Json = Record<string, unknown> & { type: string };

export interface FakeRealtimeConnection {
  url: string;
  headers: IncomingHttpHeaders;
  /** Every client event received, parsed. */
  events: Json[];
  send(event: Json): void;
  close(code: number, reason: string): void;
}

export interface FakeOpenAiRealtime {
  url: string;
  apiKey: string;
  connections: FakeRealtimeConnection[];
  /** Transcripts for the next turns, in order; then 'Hello.'. */
  transcripts: string[];
  replyText: string;
  /** Audio chunks (4096 samples each) in every reply. */
  replyChunks: number;
  /** Stream one audio delta, then wait for release() or a cancel (to test cancelling mid-reply). */
  holdResponses: boolean;
  release(): void;
  close(): Promise<void>;
}

export async function startFakeOpenAiRealtime(apiKey = 'sk-fake-realtime-key-0123456789'): Promise<FakeOpenAiRealtime> {
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (info, done) =>
      info.req.headers.authorization === `Bearer ${apiKey}`
        ? done(true)
        : done(false, 401, 'Incorrect API key provided'),
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const holds: (() => void)[] = [];
  const fake: FakeOpenAiRealtime = {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/v1/realtime`,
    apiKey,
    connections: [],
    transcripts: [],
    replyText: 'That sounds like a lot to carry.',
    replyChunks: 3,
    holdResponses: false,
    release: () => holds.splice(0).forEach((go) => go()),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
  wss.on('connection', (socket, req) => serve(fake, holds, socket, req.url ?? '', req.headers));
  return fake;
}

function serve(
  fake: FakeOpenAiRealtime,
  holds: (() => void)[],
  socket: WebSocket,
  url: string,
  headers: IncomingHttpHeaders,
): void {
  let n = 0;
  const id = (prefix: string) => `${prefix}_${++n}`;
  const send = (event: Json) => socket.send(JSON.stringify({ event_id: id('event'), ...event }));
  const conn: FakeRealtimeConnection = {
    url,
    headers,
    events: [],
    send,
    close: (code, reason) => socket.close(code, reason),
  };
  fake.connections.push(conn);

  let session: Record<string, unknown> = {
    id: 'sess_fake',
    object: 'realtime.session',
    type: 'realtime',
    model: 'gpt-realtime',
    output_modalities: ['audio'],
    instructions: '',
  };
  let vad = new VoiceActivityDetector();
  let turnDetection: { create_response?: boolean; interrupt_response?: boolean } = {
    create_response: true,
    interrupt_response: true,
  };
  let active: { id: string; cancelled: boolean } | undefined;
  let itemId = '';
  let appended = 0;

  const transcribe = (item: string) =>
    send({
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: item,
      content_index: 0,
      transcript: fake.transcripts.shift() ?? 'Hello.',
    });

  const respond = () => {
    const response = { id: id('resp'), cancelled: false };
    active = response;
    send({
      type: 'response.created',
      response: { id: response.id, object: 'realtime.response', status: 'in_progress', output: [] },
    });
    const ids = { response_id: response.id, item_id: id('item'), output_index: 0, content_index: 0 };
    send({
      type: 'response.output_item.added',
      response_id: response.id,
      output_index: 0,
      item: { id: ids.item_id, type: 'message', role: 'assistant' },
    });
    send({ type: 'response.output_audio_transcript.delta', ...ids, delta: fake.replyText });
    const chunks = chunkPcm16(tone(Math.ceil((fake.replyChunks * 4096) / 24), 330, 0.2)).slice(0, fake.replyChunks);
    const finish = () => {
      if (response.cancelled) return;
      for (const c of chunks.slice(1)) send({ type: 'response.output_audio.delta', ...ids, delta: pcm16ToBase64(c) });
      send({ type: 'response.output_audio.done', ...ids });
      send({ type: 'response.output_audio_transcript.done', ...ids, transcript: fake.replyText });
      send({ type: 'response.done', response: { id: response.id, object: 'realtime.response', status: 'completed' } });
      active = undefined;
    };
    send({ type: 'response.output_audio.delta', ...ids, delta: pcm16ToBase64(chunks[0]!) });
    if (fake.holdResponses) holds.push(finish);
    else finish();
  };

  const cancel = () => {
    if (!active) return false;
    const response = active;
    response.cancelled = true;
    active = undefined;
    // A real provider may still flush an in-flight delta before confirming.
    send({
      type: 'response.output_audio.delta',
      response_id: response.id,
      item_id: 'item_late',
      output_index: 0,
      content_index: 0,
      delta: 'AAAA',
    });
    send({ type: 'response.done', response: { id: response.id, object: 'realtime.response', status: 'cancelled' } });
    return true;
  };

  const commit = () => {
    const previous = itemId || null;
    itemId = id('item');
    appended = 0;
    send({ type: 'input_audio_buffer.committed', previous_item_id: previous, item_id: itemId });
    return itemId;
  };

  const onVad = (events: ReturnType<VoiceActivityDetector['push']>) => {
    for (const e of events) {
      if (e.type === 'speech_started') {
        send({
          type: 'input_audio_buffer.speech_started',
          audio_start_ms: e.audioStartMs,
          item_id: `item_pending_${n}`,
        });
        if (turnDetection.interrupt_response) cancel();
      } else if (e.type === 'speech_stopped') {
        send({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: e.audioEndMs, item_id: `item_pending_${n}` });
        const item = commit();
        // As with the real service, the reply starts before the transcript is ready.
        if (turnDetection.create_response) respond();
        transcribe(item);
      }
    }
  };

  send({ type: 'session.created', session });
  socket.on('message', (data) => {
    const event = JSON.parse(data.toString()) as Json;
    conn.events.push(event);
    const error = (code: string, message: string) =>
      send({ type: 'error', error: { type: 'invalid_request_error', code, message, param: null, event_id: null } });
    switch (event.type) {
      case 'session.update': {
        const update = event.session as Record<string, unknown>;
        session = { ...session, ...update };
        type TurnDetection = {
          prefix_padding_ms?: number;
          silence_duration_ms?: number;
          create_response?: boolean;
          interrupt_response?: boolean;
        };
        const audio = update.audio as { input?: { turn_detection?: TurnDetection } } | undefined;
        const td = audio?.input?.turn_detection;
        if (td) {
          turnDetection = td;
          vad = new VoiceActivityDetector({
            prefixPaddingMs: td.prefix_padding_ms,
            silenceDurationMs: td.silence_duration_ms,
          });
        }
        return send({ type: 'session.updated', session });
      }
      case 'input_audio_buffer.append': {
        const bytes = Buffer.from(String(event.audio), 'base64');
        if (bytes.length % 2) return error('invalid_value', 'Invalid audio: PCM16 needs an even number of bytes.');
        const samples = base64ToPcm16(String(event.audio));
        appended += samples.length;
        return onVad(vad.push(samples));
      }
      case 'input_audio_buffer.commit': {
        const flushed = vad.flush();
        if (flushed.length === 0 && appended < 2400) {
          return error(
            'input_audio_buffer_commit_empty',
            'Error committing input audio buffer: buffer too small. Expected at least 100ms of audio, but buffer only has 0.00ms of audio.',
          );
        }
        return transcribe(commit());
      }
      case 'input_audio_buffer.clear':
        vad.clear();
        appended = 0;
        return send({ type: 'input_audio_buffer.cleared' });
      case 'conversation.item.create':
        return send({
          type: 'conversation.item.added',
          previous_item_id: null,
          item: { id: id('item'), ...(event.item as object), status: 'completed' },
        });
      case 'response.create':
        if (active)
          return error(
            'conversation_already_has_active_response',
            'Conversation already has an active response in progress.',
          );
        return respond();
      case 'response.cancel':
        if (!cancel()) error('response_cancel_not_active', 'Cancellation failed: no active response found');
        return;
      default:
        return error('invalid_value', `Invalid value: '${event.type}'.`);
    }
  });
}
