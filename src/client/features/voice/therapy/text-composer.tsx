import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_VOICE_TEXT_LENGTH } from '../../../../shared/voice.ts';
import { cn } from '../../../lib/cn.ts';

interface TextComposerProps {
  therapistName: string;
  disabled: boolean;
  onSend: (text: string) => boolean;
  autoFocus?: boolean;
}

/** Typed messages in the same voice session: the fallback when speech can't be recognised, and a quiet option. */
export function TextComposer({ therapistName, disabled, onSend, autoFocus }: TextComposerProps) {
  const [draft, setDraft] = useState('');
  const id = useId();

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (disabled || !draft.trim()) return;
    if (onSend(draft)) setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex w-full items-end gap-2 rounded-3xl border border-stone-300 bg-white p-2 shadow-sm focus-within:border-brand-600"
    >
      <label htmlFor={id} className="sr-only">
        Type a message to {therapistName}
      </label>
      <textarea
        id={id}
        rows={1}
        value={draft}
        autoFocus={autoFocus}
        maxLength={MAX_VOICE_TEXT_LENGTH}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={`Type to ${therapistName}…`}
        className="field-sizing-content max-h-40 min-h-11 flex-1 resize-none bg-transparent px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:outline-none"
      />
      <button
        type="submit"
        disabled={disabled || !draft.trim()}
        aria-label="Send message"
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800',
          'disabled:bg-stone-200 disabled:text-stone-500',
        )}
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
