import { ProviderError } from './errors.ts';

/**
 * Text deltas from an OpenAI Chat Completions stream: `data: {json}` events separated by blank
 * lines, `choices[0].delta.content`, ending with `data: [DONE]`. Anything else is a malformed stream.
 */
export async function* contentDeltas(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let finished = false;
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let split: RegExpExecArray | null;
    while ((split = /\r?\n\r?\n/.exec(buffer))) {
      const event = buffer.slice(0, split.index);
      buffer = buffer.slice(split.index + split[0].length);
      const data = dataOf(event);
      if (data === null) continue;
      if (data === '[DONE]') return;
      const { content, done } = parseChunk(data);
      if (done) finished = true;
      if (content) yield content;
    }
  }
  const tail = dataOf(buffer.trim());
  if (tail === '[DONE]') return;
  if (tail) {
    const { content, done } = parseChunk(tail);
    if (content) yield content;
    if (done) return;
  }
  // Some servers omit [DONE] but always send a finish_reason; without either the reply may be cut off.
  if (!finished) throw new ProviderError('malformed_stream', 'stream ended before [DONE]');
}

/** The joined `data:` lines of one event, or null for comments/keep-alives (`: ping`). */
function dataOf(event: string): string | null {
  const lines = event.split(/\r?\n/).filter((l) => l.startsWith('data:'));
  if (!lines.length) return null;
  return lines.map((l) => l.slice(5).replace(/^ /, '')).join('\n');
}

function parseChunk(data: string): { content: string; done: boolean } {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new ProviderError('malformed_stream', 'stream chunk is not JSON');
  }
  if (typeof json !== 'object' || json === null)
    throw new ProviderError('malformed_stream', 'stream chunk is not an object');
  const chunk = json as {
    error?: unknown;
    choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }>;
  };
  if (chunk.error) throw new ProviderError('http_error', 'error event in stream');
  if (!Array.isArray(chunk.choices)) throw new ProviderError('malformed_stream', 'stream chunk has no choices');
  const choice = chunk.choices[0];
  // Usage-only chunks (stream_options.include_usage) have an empty choices array.
  if (!choice) return { content: '', done: false };
  const content = choice.delta?.content;
  if (content !== undefined && content !== null && typeof content !== 'string') {
    throw new ProviderError('malformed_stream', 'delta content is not text');
  }
  return { content: content ?? '', done: typeof choice.finish_reason === 'string' };
}
