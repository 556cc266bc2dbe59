import { Keyboard, PhoneCall, Square } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

interface SessionActionsProps {
  canType: boolean;
  typing: boolean;
  live: boolean;
  ending: boolean;
  canEnd: boolean;
  onType: () => void;
  onStartCall: () => void;
  onEnd: () => void;
}

/** Secondary actions under the record button: type instead, switch to a hands-free call, end. */
export function SessionActions({
  canType,
  typing,
  live,
  ending,
  canEnd,
  onType,
  onStartCall,
  onEnd,
}: SessionActionsProps) {
  return (
    <div className="mt-3 flex flex-wrap items-center justify-center gap-1 sm:mt-4 sm:gap-2">
      {canType && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onType}
          aria-pressed={typing}
          aria-label={typing ? 'Talk instead' : 'Type instead'}
        >
          <Keyboard aria-hidden="true" className="size-4" />
          <span aria-hidden="true">
            {typing ? 'Talk' : 'Type'}
            <span className="max-sm:hidden"> instead</span>
          </span>
        </Button>
      )}
      <Button variant="soft" size="sm" onClick={onStartCall} disabled={!live || ending} aria-label="Start a voice call">
        <PhoneCall aria-hidden="true" className="size-4" />
        <span aria-hidden="true" className="max-sm:hidden">
          Start a voice call
        </span>
        <span aria-hidden="true" className="sm:hidden">
          Voice call
        </span>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={onEnd}
        disabled={ending || !canEnd}
        aria-label={ending ? 'Ending session' : 'End session'}
      >
        <Square aria-hidden="true" className="size-3.5 fill-current" />
        <span aria-hidden="true">
          {ending ? 'Ending…' : 'End'}
          {!ending && <span className="max-sm:hidden"> session</span>}
        </span>
      </Button>
    </div>
  );
}
