import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeWav } from '../wav.ts';
import { tone } from './signals.ts';

/**
 * Stands in for OpenAI's audio endpoints on 127.0.0.1, speaking their wire format:
 * POST /v1/audio/transcriptions (multipart upload → {"text": …}) and
 * POST /v1/audio/speech (JSON → binary audio; `pcm` is bare 24 kHz PCM16, `wav` has a header
 * whose data length is a streaming placeholder, as OpenAI's streamed WAV has).
 */
export interface RecordedTranscription {
  authorization: string | undefined;
  contentType: string | undefined;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer };
}

export interface RecordedSpeech {
  authorization: string | undefined;
  body: { model?: string; voice?: string; input?: string; response_format?: string };
}

export interface FakeOpenAiAudio {
  baseUrl: string;
  transcriptions: RecordedTranscription[];
  speeches: RecordedSpeech[];
  /** What the next transcription answers (default "I feel a bit better today."). */
  transcript: string;
  /** Answer every request with this status and OpenAI's error JSON instead. */
  failWith: { status: number; message: string } | undefined;
  /** Hold each answer this long (for timeout tests). */
  delayMs: number;
  /** Speech answers hold this much tone per input character. */
  msPerChar: number;
  close(): Promise<void>;
}

export async function startFakeOpenAiAudio(): Promise<FakeOpenAiAudio> {
  const fake: Omit<FakeOpenAiAudio, 'baseUrl' | 'close'> = {
    transcriptions: [],
    speeches: [],
    transcript: 'I feel a bit better today.',
    failWith: undefined,
    delayMs: 0,
    msPerChar: 60,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      setTimeout(
        () => void answer(req, Buffer.concat(chunks), res).catch((e: unknown) => fail(res, 500, String(e))),
        fake.delayMs,
      );
    });
  });

  async function answer(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): Promise<void> {
    if (res.destroyed) return;
    if (fake.failWith) return fail(res, fake.failWith.status, fake.failWith.message);
    const authorization = req.headers.authorization;
    if (req.method === 'POST' && req.url === '/v1/audio/transcriptions') {
      // undici's multipart parser, so the upload is checked by a real parser, not by us.
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: new Uint8Array(body),
      }).formData();
      const file = form.get('file');
      if (!(file instanceof File)) return fail(res, 400, "Missing required parameter: 'file'.");
      const fields: Record<string, string> = {};
      for (const [k, v] of form.entries()) if (typeof v === 'string') fields[k] = v;
      fake.transcriptions.push({
        authorization,
        contentType: req.headers['content-type'],
        fields,
        file: { name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) },
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ text: fake.transcript, usage: { type: 'duration', seconds: 2 } }));
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/audio/speech') {
      const parsed = JSON.parse(body.toString('utf8')) as RecordedSpeech['body'];
      fake.speeches.push({ authorization, body: parsed });
      if (!parsed.input) return fail(res, 400, "Missing required parameter: 'input'.");
      // A tone as long as the text: enough to tell utterances apart by length.
      const audio = tone(fake.msPerChar * parsed.input.length, 200, 0.3);
      if (parsed.response_format === 'pcm') {
        res.writeHead(200, { 'content-type': 'audio/pcm' });
        res.end(Buffer.from(audio.buffer));
      } else {
        const wav = encodeWav(audio, 24_000);
        wav.writeUInt32LE(0xffffffff, 4);
        wav.writeUInt32LE(0xffffffff, 40);
        res.writeHead(200, { 'content-type': 'audio/wav' });
        res.end(wav);
      }
      return;
    }
    fail(res, 404, `Invalid URL (${req.method} ${req.url})`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function fail(res: http.ServerResponse, status: number, message: string): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error: { message, type: status >= 500 ? 'server_error' : 'invalid_request_error', param: null, code: null },
    }),
  );
}
