import { ProviderError } from './errors.ts';
import { contentDeltas } from './sse.ts';

export interface ChatModel {
  /** e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama), http://127.0.0.1:8080/v1 (llama.cpp). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Time allowed until the first token (and between tokens after that). */
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const endpoint = (m: ChatModel) => `${m.baseUrl.replace(/\/+$/, '')}/chat/completions`;

function headers(m: ChatModel, stream: boolean): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: stream ? 'text/event-stream' : 'application/json',
    ...(m.apiKey ? { authorization: `Bearer ${m.apiKey}` } : {}),
  };
}

/** Aborts after `ms` unless `touch()` is called; `touch` restarts the clock. */
function watchdog(ms: number, controller: AbortController) {
  let timer: NodeJS.Timeout | undefined;
  let fired = false;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      fired = true;
      controller.abort();
    }, ms);
  };
  touch();
  return { touch, stop: () => clearTimeout(timer), fired: () => fired };
}

/**
 * One streamed completion, returned whole (the output check needs the full text). Throws
 * ProviderError for HTTP errors, network errors, timeouts and malformed streams; rethrows an abort
 * from `signal` as is.
 */
export const streamChat = (m: ChatModel, messages: ChatMessage[], signal?: AbortSignal) =>
  requestChat(m, messages, true, signal);

/** One non-streamed completion (used for summaries), with `timeoutMs` for the whole answer. */
export const completeChat = (m: ChatModel, messages: ChatMessage[], signal?: AbortSignal) =>
  requestChat(m, messages, false, signal);

async function requestChat(
  m: ChatModel,
  messages: ChatMessage[],
  stream: boolean,
  signal?: AbortSignal,
): Promise<string> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const dog = watchdog(m.timeoutMs, controller);
  try {
    const res = await (m.fetch ?? fetch)(endpoint(m), {
      method: 'POST',
      headers: headers(m, stream),
      body: JSON.stringify({ model: m.model, messages, stream }),
      signal: controller.signal,
    });
    if (!res.ok || (stream && !res.body)) {
      await res.body?.cancel().catch(() => {});
      throw new ProviderError('http_error', `HTTP ${res.status}`, res.status);
    }
    // Some servers answer a streamed request with one JSON completion; accept that too.
    if (!stream || (res.headers.get('content-type') ?? '').includes('application/json'))
      return contentOf(await res.json());
    let text = '';
    for await (const delta of contentDeltas(res.body!)) {
      dog.touch();
      text += delta;
    }
    return text;
  } catch (error) {
    throw classify(error, dog.fired(), signal);
  } finally {
    dog.stop();
    signal?.removeEventListener('abort', onAbort);
  }
}

function contentOf(json: unknown): string {
  const content = (json as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new ProviderError('malformed_stream', 'completion has no message content');
  return content;
}

function classify(error: unknown, timedOut: boolean, signal?: AbortSignal): unknown {
  if (signal?.aborted) return signal.reason ?? error;
  if (error instanceof ProviderError) return error;
  if (timedOut) return new ProviderError('timeout', 'no reply in time');
  if (error instanceof SyntaxError) return new ProviderError('malformed_stream', 'response is not JSON');
  return new ProviderError('network_error', error instanceof Error ? error.message : 'request failed');
}
