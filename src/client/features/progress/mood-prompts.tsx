import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { MoodScale } from './mood-scale.tsx';
import { moodAsked, useSetMood } from './set-mood.ts';
import type { SetMood } from '../../../shared/mood.ts';
import { cn } from '../../lib/cn.ts';

interface InlineMoodProps {
  sessionId: string;
  moment: SetMood['moment'];
  question: string;
  thanks: string;
  className?: string;
}

/** The mood question in the page itself (skippable, asked once per session and moment). */
function InlineMood({ sessionId, moment, question, thanks, className }: InlineMoodProps) {
  const setMood = useSetMood(sessionId);
  const [done, setDone] = useState(() => moodAsked.has(sessionId, moment));
  const [thanked, setThanked] = useState(false);
  if (done && !thanked) return null;
  const finish = (mood?: number) => {
    moodAsked.mark(sessionId, moment);
    setDone(true);
    if (mood === undefined) return;
    setThanked(true);
    setMood.mutate({ moment, mood });
  };
  if (thanked)
    return (
      <p role="status" className={cn('rounded-2xl bg-brand-50 px-4 py-2 text-sm text-brand-900', className)}>
        {thanks}
      </p>
    );
  const label = moment === 'before' ? 'Mood before this session' : 'Mood after this session';
  return (
    <section aria-label={label} className={cn('rounded-2xl border border-stone-200 bg-white p-4 text-left', className)}>
      <MoodScale question={question} onChoose={finish} />
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => finish()}>
        Skip
      </Button>
    </section>
  );
}

/** Above a new conversation: how the person feels as they start (skippable, asked once per session). */
export function OpeningMood({ sessionId, className = 'mt-3' }: { sessionId: string; className?: string }) {
  return (
    <InlineMood
      sessionId={sessionId}
      moment="before"
      question="Before we start: how are you feeling right now?"
      thanks="Thanks. You can compare how you feel at the end."
      className={className}
    />
  );
}

/** On a session's end screen or summary: how the person feels now (skippable, asked once per session). */
export function EndedMood({ sessionId, className }: { sessionId: string; className?: string }) {
  return (
    <InlineMood
      sessionId={sessionId}
      moment="after"
      question="How are you feeling now?"
      thanks="Thanks. Your progress page shows how you feel before and after sessions."
      className={className}
    />
  );
}

/** When the person ends the session: how they feel now (skippable); `onDone` then ends it. */
export function ClosingMood({
  sessionId,
  onDone,
  skipLabel = 'Skip and end',
}: {
  sessionId: string;
  onDone: () => void;
  /** 'Skip' when the session has already ended (a call hung up). */
  skipLabel?: string;
}) {
  const setMood = useSetMood(sessionId);
  const finish = (mood?: number) => {
    moodAsked.mark(sessionId, 'after');
    if (mood === undefined) return onDone();
    // The session ends whether or not the rating could be saved.
    setMood.mutate({ moment: 'after', mood }, { onSettled: onDone });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && finish()}>
      <DialogContent closeLabel={skipLabel === 'Skip and end' ? 'Skip and end the session' : skipLabel}>
        <DialogTitle>Before you go</DialogTitle>
        <DialogDescription>A quick rating helps you see, over time, whether sessions help.</DialogDescription>
        <div className="mt-5">
          <MoodScale question="How are you feeling now?" disabled={setMood.isPending} onChoose={finish} />
        </div>
        <div className="mt-5 flex justify-end">
          <Button variant="secondary" onClick={() => finish()} disabled={setMood.isPending}>
            {skipLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
