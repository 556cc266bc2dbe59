import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';

interface SignInPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The real sign-in / create-account form. */
  children: ReactNode;
}

/** Spec §4: offered once, at 5 minutes into a session, to visitors without an account. The session keeps going. */
export function SignInPrompt({ open, onOpenChange, children }: SignInPromptProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Not now">
        <DialogTitle>Keep what you've shared safe</DialogTitle>
        <DialogDescription>
          Create a free account, or sign in, to keep your session summaries and come back to them any time. Your session
          carries on while you decide.
        </DialogDescription>
        <div className="mt-5">{children}</div>
        <div className="mt-4 flex justify-center">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Not now, keep talking
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
