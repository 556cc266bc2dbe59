import { useCallback } from 'react';
import type { SafetyPayload } from '../../../shared/safety.ts';
import { useSession } from './get-session.ts';
import { useSendMessage } from './send-message.ts';

let localCounter = 0;
const localId = () => `local-${++localCounter}`;

/** The conversation on screen is the session's query data; sending is a mutation that writes into it. */
export function useChat(sessionId: string, onUrgent: (safety: SafetyPayload) => void) {
  const session = useSession(sessionId);
  const sending = useSendMessage(sessionId, onUrgent);
  const entries = session.data?.messages ?? [];
  const pending = sending.isPending;
  const last = entries.at(-1);
  const streaming = pending && last?.role === 'assistant' && last.id === sending.variables?.replyId;
  const { mutateAsync } = sending;

  const send = useCallback(
    async (text: string) => {
      if (pending || !text.trim()) return false;
      // A failure is shown in the conversation itself (useSendMessage's onError).
      await mutateAsync({ text, replyId: localId() }).catch(() => undefined);
      return true;
    },
    [pending, mutateAsync],
  );

  return { session, entries, pending, streaming, send };
}
