import { useCallback, useEffect, useRef, useState } from 'react';
import { isUrgentTier, type SafetyPayload } from '../../../shared/safety.ts';
import type { ChatEntry } from './chat-messages.tsx';
import { sendMessage } from './send-message.ts';

export const CHAT_FAILURE_TEXT = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

let localCounter = 0;
const localId = () => `local-${++localCounter}`;

/** The conversation on screen: history from the server plus what streams in now. */
export function useChat(sessionId: string, initial: ChatEntry[] | undefined, onUrgent: (s: SafetyPayload) => void) {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const seeded = useRef(false);

  useEffect(() => {
    if (initial && !seeded.current) {
      seeded.current = true;
      setEntries(initial);
    }
  }, [initial]);

  const send = useCallback(
    async (text: string) => {
      if (pending || !text.trim()) return false;
      const now = new Date().toISOString();
      const replyId = localId();
      setEntries((e) => [...e, { id: localId(), role: 'user', content: text, timestamp: now }]);
      setPending(true);
      const patchReply = (patch: Partial<ChatEntry>) =>
        setEntries((e) => {
          const existing = e.find((x) => x.id === replyId);
          if (existing) return e.map((x) => (x.id === replyId ? { ...x, ...patch } : x));
          return [...e, { id: replyId, role: 'assistant', content: '', timestamp: new Date().toISOString(), ...patch }];
        });
      try {
        let safety: SafetyPayload | undefined;
        let text_ = '';
        const reply = await sendMessage(sessionId, text, {
          onSafety: (s) => {
            safety = s;
            if (isUrgentTier(s.tier)) onUrgent(s);
          },
          onDelta: (d) => {
            text_ += d;
            setStreaming(true);
            patchReply({ content: text_, safety });
          },
        });
        patchReply({ content: reply.response, safety: reply.safety });
      } catch {
        patchReply({ content: CHAT_FAILURE_TEXT, failed: true });
      } finally {
        setPending(false);
        setStreaming(false);
      }
      return true;
    },
    [pending, sessionId, onUrgent],
  );

  return { entries, pending, streaming, send };
}
