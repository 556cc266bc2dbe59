import { Mic, MicOff, PhoneOff, Volume2, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

interface CallControlsProps {
  muted: boolean;
  speakerOn: boolean;
  ending: boolean;
  onMute: () => void;
  onSpeaker: () => void;
  onEnd: () => void;
}

function Control({
  label,
  pressed,
  onClick,
  children,
  tone = 'plain',
  disabled,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
  tone?: 'plain' | 'end';
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        aria-pressed={pressed}
        onClick={onClick}
        disabled={disabled}
        className={cn(
          'inline-flex items-center justify-center rounded-full transition-colors focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-white',
          tone === 'end'
            ? 'size-[4.5rem] bg-red-600 text-white shadow-lg shadow-red-950/40 hover:bg-red-700'
            : 'size-16 bg-white/12 text-white hover:bg-white/20',
          pressed && 'bg-white text-brand-900 hover:bg-brand-50',
        )}
      >
        {children}
      </button>
      <span aria-hidden="true" className="text-sm font-medium text-brand-50">
        {label}
      </span>
    </div>
  );
}

/** Spec §4: mute and speaker toggles, and End. Labels sit under the buttons so a thumb can't hide them. */
export function CallControls({ muted, speakerOn, ending, onMute, onSpeaker, onEnd }: CallControlsProps) {
  return (
    <div className="flex items-end justify-center gap-8 sm:gap-12">
      <Control label={muted ? 'Unmute' : 'Mute'} pressed={muted} onClick={onMute}>
        <span className="sr-only">Mute microphone</span>
        {muted ? <MicOff aria-hidden="true" className="size-7" /> : <Mic aria-hidden="true" className="size-7" />}
      </Control>
      <Control label={ending ? 'Ending…' : 'End'} tone="end" onClick={onEnd} disabled={ending}>
        <span className="sr-only">End call</span>
        <PhoneOff aria-hidden="true" className="size-8" />
      </Control>
      <Control label={speakerOn ? 'Speaker' : 'Speaker off'} pressed={!speakerOn} onClick={onSpeaker}>
        <span className="sr-only">Turn speaker off</span>
        {speakerOn ? (
          <Volume2 aria-hidden="true" className="size-7" />
        ) : (
          <VolumeX aria-hidden="true" className="size-7" />
        )}
      </Control>
    </div>
  );
}
