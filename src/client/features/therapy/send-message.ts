import type { SafetyPayload } from '../../../shared/safety.ts';
import { ApiError } from '../../lib/api.ts';

export interface StreamHandlers {
  onSafety(safety: SafetyPayload): void;
  onDelta(text: string): void;
}

export interface ChatReply {
  response: string;
  safety: SafetyPayload;
}

/**
 * POST /api/chat asking for a server-sent event stream, so the reply appears as it is written.
 * Resolves with the whole reply; throws ApiError on a non-OK answer or a stream that ends early.
 */
export async function sendMessage(sessionId: string, message: string, handlers: StreamHandlers): Promise<ChatReply> {
  const res = await fetch('/api/chat', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ sessionId, message }),
  });
  if (!res.ok || !res.body) throw new ApiError(res.status, await res.text(), res.statusText);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? 'null');
      if (event === 'safety') handlers.onSafety(data as SafetyPayload);
      else if (event === 'delta') handlers.onDelta((data as { text: string }).text);
      else if (event === 'done') return data as ChatReply;
      else if (event === 'error') throw new ApiError(500, JSON.stringify(data), 'Stream error');
    }
  }
  throw new ApiError(502, '', 'The reply stopped before it finished');
}
