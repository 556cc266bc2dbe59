import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { MoodScale } from './mood-scale.tsx';
import { moodAsked, useSetMood } from './set-mood.ts';

/** Above a new conversation: how the person feels as they start (skippable, asked once per session). */
export function OpeningMood({ sessionId }: { sessionId: string }) {
  const setMood = useSetMood(sessionId);
  const [done, setDone] = useState(() => moodAsked.has(sessionId, 'before'));
  const [thanks, setThanks] = useState(false);
  if (done && !thanks) return null;
  const finish = (mood?: number) => {
    moodAsked.mark(sessionId, 'before');
    setDone(true);
    if (mood === undefined) return;
    setThanks(true);
    setMood.mutate({ moment: 'before', mood });
  };
  if (thanks)
    return (
      <p role="status" className="mt-3 rounded-2xl bg-brand-50 px-4 py-2 text-sm text-brand-900">
        Thanks. You can compare how you feel at the end.
      </p>
    );
  return (
    <section aria-label="Mood before this session" className="mt-3 rounded-2xl border border-stone-200 bg-white p-4">
      <MoodScale question="Before we start: how are you feeling right now?" onChoose={finish} />
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => finish()}>
        Skip
      </Button>
    </section>
  );
}

/** When the person ends the session: how they feel now (skippable); `onDone` then ends it. */
export function ClosingMood({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const setMood = useSetMood(sessionId);
  const finish = (mood?: number) => {
    moodAsked.mark(sessionId, 'after');
    if (mood === undefined) return onDone();
    // The session ends whether or not the rating could be saved.
    setMood.mutate({ moment: 'after', mood }, { onSettled: onDone });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && finish()}>
      <DialogContent closeLabel="Skip and end the session">
        <DialogTitle>Before you go</DialogTitle>
        <DialogDescription>A quick rating helps you see, over time, whether sessions help.</DialogDescription>
        <div className="mt-5">
          <MoodScale question="How are you feeling now?" disabled={setMood.isPending} onChoose={finish} />
        </div>
        <div className="mt-5 flex justify-end">
          <Button variant="secondary" onClick={() => finish()} disabled={setMood.isPending}>
            Skip and end
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
