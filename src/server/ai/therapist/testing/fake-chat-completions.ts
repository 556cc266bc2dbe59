import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for OpenAI's POST /v1/chat/completions (also what Ollama, vLLM, llama.cpp
 * server and LM Studio serve). Streaming answers use the real wire format: `data: {chunk}\n\n`
 * server-sent events with `choices[0].delta.content`, then `data: [DONE]`.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: Array<{ role: string; content: string }> };
}

export type Handler = (req: RecordedRequest, res: http.ServerResponse) => void | Promise<void>;

export interface FakeChatServer {
  baseUrl: string;
  requests: RecordedRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startFakeChatServer(): Promise<FakeChatServer> {
  let handler: Handler = (_req, res) => {
    res.writeHead(500).end();
  };
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw || '{}'),
      };
      requests.push(recorded);
      void handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    handle: (h) => (handler = h),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const chunk = (model: string, delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1_764_000_000, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** Streams `pieces` as content deltas the way OpenAI does: a role chunk, content chunks, a stop chunk, [DONE]. */
export function streamReply(res: http.ServerResponse, pieces: string[], model = 'gpt-4o-mini') {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.write(chunk(model, { role: 'assistant', content: '' }));
  for (const p of pieces) res.write(chunk(model, { content: p }));
  res.write(chunk(model, {}, 'stop'));
  res.end('data: [DONE]\n\n');
}

/** Starts a stream (headers and the role chunk) and then sends nothing: no first token ever arrives. */
export function stallAfterRole(res: http.ServerResponse, model = 'gpt-4o-mini') {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(chunk(model, { role: 'assistant', content: '' }));
}

/** A non-streamed completion, as returned when `stream: false`. */
export function completionReply(res: http.ServerResponse, content: string, model = 'gpt-4o-mini') {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_764_000_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  );
}

export function errorReply(res: http.ServerResponse, status: number) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      error: { message: 'The server had an error while processing your request.', type: 'server_error', code: null },
    }),
  );
}

export { chunk as sseChunk };
