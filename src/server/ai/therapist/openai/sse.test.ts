import { describe, expect, it } from 'vitest';
import { contentDeltas } from './sse.ts';

const body = (parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
      controller.close();
    },
  });

const delta = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: finish }] })}`;

async function read(parts: string[]) {
  let text = '';
  for await (const d of contentDeltas(body(parts))) text += d;
  return text;
}

describe('Chat Completions SSE parsing', () => {
  it('joins deltas split across network reads, with CRLF and keep-alive comments', async () => {
    const wire = `: keep-alive\r\n\r\n${delta('Hel')}\r\n\r\n${delta('lo there.')}\r\n\r\ndata: [DONE]\r\n\r\n`;
    expect(await read([wire.slice(0, 7), wire.slice(7, 40), wire.slice(40)])).toBe('Hello there.');
  });

  it('accepts a stream that ends with a finish_reason but no [DONE]', async () => {
    expect(await read([`${delta('Okay.')}\n\n${delta('', 'stop')}\n\n`])).toBe('Okay.');
  });

  it('ignores usage-only chunks', async () => {
    expect(await read([`${delta('Hi.')}\n\ndata: {"choices":[],"usage":{"total_tokens":3}}\n\ndata: [DONE]\n\n`])).toBe(
      'Hi.',
    );
  });

  it('rejects non-JSON chunks, error events and cut-off streams', async () => {
    await expect(read(['data: not json\n\n'])).rejects.toMatchObject({ reason: 'malformed_stream' });
    await expect(read(['data: {"error":{"message":"overloaded"}}\n\n'])).rejects.toMatchObject({
      reason: 'http_error',
    });
    await expect(read([`${delta('Half a')}\n\n`])).rejects.toMatchObject({ reason: 'malformed_stream' });
    await expect(read(['data: {"choices":[{"delta":{"content":42}}]}\n\n'])).rejects.toMatchObject({
      reason: 'malformed_stream',
    });
  });
});
