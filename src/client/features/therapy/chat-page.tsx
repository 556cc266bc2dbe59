import { Loader2, Mic, SendHorizontal, Square } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { SafetyPayload } from '../../../shared/safety.ts';
import { MessageBubble, TypingIndicator } from './chat-messages.tsx';
import { useEndSession } from './end-session.ts';
import { IncognitoBadge } from './incognito-toggle.tsx';
import { useChat } from './use-chat.ts';
import { useDictation } from './use-dictation.ts';

export interface ChatPageProps {
  sessionId: string;
  therapistName: string;
  onUrgent: (safety: SafetyPayload) => void;
  /** Shown above the conversation until the person first writes (the opening mood question). */
  banner?: ReactNode;
  /** Runs before the session ends (the closing mood question); the session ends when it settles. */
  beforeEnd?: () => Promise<void>;
}

export function ChatPage({ sessionId, therapistName, onUrgent, banner, beforeEnd }: ChatPageProps) {
  const [, navigate] = useLocation();
  const chat = useChat(sessionId, onUrgent);
  const { session } = chat;
  const end = useEndSession();
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const dictation = useDictation(useCallback((text: string) => setDraft((d) => (d ? `${d} ${text}` : text)), []));

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [chat.entries, chat.pending]);

  const submit = async () => {
    const text = draft;
    if (!text.trim() || chat.pending) return;
    setDraft('');
    await chat.send(text);
    inputRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const finish = async () => {
    // An incognito session keeps nothing, so it is not asked how the person feels (it would be deleted).
    if (session.data?.status === 'active' && !session.data.incognito) await beforeEnd?.();
    end.mutate(sessionId, { onSettled: () => navigate('/') });
  };

  if (session.isError) {
    return (
      <div className="mx-auto max-w-xl p-8 text-center">
        <h1 className="font-display text-xl font-semibold">This session isn't available</h1>
        <p className="mt-2 text-stone-600">It may have ended or belong to another account.</p>
        <a href="/" className="mt-4 inline-block font-medium text-brand-700 underline">
          Back to home
        </a>
      </div>
    );
  }

  const ended = session.data?.status === 'ended';
  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-3xl flex-col px-3 sm:px-4">
      <div className="flex items-center justify-between gap-3 border-b border-stone-200 py-3">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 font-display text-lg font-semibold text-stone-900">
            <span className="truncate">{therapistName}</span>
            {session.data?.incognito && <IncognitoBadge />}
          </h1>
          <p className="text-xs text-stone-500">
            {session.data?.incognito
              ? 'Not remembered, and deleted when you end it'
              : 'AI Therapy Assistant · private and encrypted'}
          </p>
        </div>
        <button
          type="button"
          onClick={() => void finish()}
          disabled={end.isPending}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50 disabled:opacity-60"
        >
          {end.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Square className="size-3.5" aria-hidden />
          )}
          End Session
        </button>
      </div>

      {session.data?.status === 'active' &&
        !session.data.incognito &&
        !chat.entries.some((e) => e.role === 'user') &&
        banner}
      <ol
        ref={listRef}
        className="flex-1 space-y-4 overflow-y-auto py-4"
        aria-label="Conversation"
        aria-live="polite"
        aria-busy={chat.pending}
      >
        {session.isLoading && <li className="text-center text-sm text-stone-500">Loading your conversation…</li>}
        {chat.entries.map((entry) => (
          <MessageBubble key={entry.id} entry={entry} />
        ))}
        {chat.pending && !chat.streaming && <TypingIndicator name={therapistName} />}
      </ol>

      <form
        className="sticky bottom-0 flex items-end gap-2 border-t border-stone-200 bg-sand-50 py-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          rows={1}
          value={draft}
          disabled={ended}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={ended ? 'This session has ended' : 'Share what is on your mind…'}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-stone-300 bg-white px-4 py-2.5 text-[15px] leading-relaxed focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none field-sizing-content"
        />
        {dictation.supported && (
          <button
            type="button"
            onClick={dictation.listening ? dictation.stop : dictation.start}
            className={`grid size-11 shrink-0 place-items-center rounded-full border ${dictation.listening ? 'border-red-300 bg-red-50 text-red-700' : 'border-stone-300 bg-white text-stone-600'}`}
            aria-label={dictation.listening ? 'Stop dictation' : 'Dictate a message'}
            aria-pressed={dictation.listening}
          >
            <Mic className="size-5" aria-hidden />
          </button>
        )}
        <button
          type="submit"
          disabled={!draft.trim() || chat.pending || ended}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-stone-300"
          aria-label="Send message"
        >
          <SendHorizontal className="size-5" aria-hidden />
        </button>
      </form>
    </div>
  );
}
