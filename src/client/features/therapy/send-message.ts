import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyPayload } from '../../../shared/safety.ts';
import { ApiError } from '../../lib/api.ts';
import type { ChatEntry } from './chat-messages.tsx';
import { getSessionQueryOptions, type ChatSession } from './get-session.ts';

export interface StreamHandlers {
  onSafety(safety: SafetyPayload): void;
  onDelta(text: string): void;
}

export interface ChatReply {
  response: string;
  messageId: string;
  safety: SafetyPayload;
}

export const CHAT_FAILURE_TEXT = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

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

export interface SendVariables {
  text: string;
  /** The id the reply has on screen until the server's arrives. */
  replyId: string;
}

/** What the person sees in place of a reply: the server's reason when it gave one (a trial that ended). */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.userMessage : CHAT_FAILURE_TEXT;

/**
 * Sends one message as a mutation that writes straight into the session's query data: the message
 * at once, the reply as it streams, then the stored reply (or why there is none).
 */
export function useSendMessage(sessionId: string, onUrgent: (safety: SafetyPayload) => void) {
  const queryClient = useQueryClient();
  const { queryKey } = getSessionQueryOptions(sessionId);
  const update = (change: (messages: ChatEntry[]) => ChatEntry[]) =>
    queryClient.setQueryData<ChatSession>(queryKey, (data) => data && { ...data, messages: change(data.messages) });
  const patchReply = (replyId: string, patch: Partial<ChatEntry>) =>
    update((messages) =>
      messages.some((m) => m.id === replyId)
        ? messages.map((m) => (m.id === replyId ? { ...m, ...patch } : m))
        : [...messages, { id: replyId, role: 'assistant', content: '', timestamp: new Date().toISOString(), ...patch }],
    );

  return useMutation({
    mutationKey: ['/api/chat', sessionId],
    onMutate: async ({ text, replyId }: SendVariables) => {
      // Sent before the conversation loaded: wait for it (cancelling that fetch would leave nothing to show).
      await queryClient.ensureQueryData(getSessionQueryOptions(sessionId));
      const timestamp = new Date().toISOString();
      update((messages) => [...messages, { id: `${replyId}-message`, role: 'user', content: text, timestamp }]);
    },
    mutationFn: async ({ text, replyId }: SendVariables) => {
      let safety: SafetyPayload | undefined;
      let streamed = '';
      return sendMessage(sessionId, text, {
        onSafety: (s) => {
          safety = s;
          if (s.tier === 'immediate' || s.tier === 'high') onUrgent(s);
        },
        onDelta: (delta) => {
          streamed += delta;
          patchReply(replyId, { content: streamed, safety });
        },
      });
    },
    onSuccess: (reply, { replyId }) => patchReply(replyId, { content: reply.response, safety: reply.safety }),
    onError: (error, { replyId }) => patchReply(replyId, { content: failureText(error), failed: true }),
  });
}
