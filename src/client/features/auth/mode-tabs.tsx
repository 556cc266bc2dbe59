import type { KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';

export type AuthMode = 'signin' | 'signup';

const MODES: { mode: AuthMode; label: string }[] = [
  { mode: 'signin', label: 'Sign in' },
  { mode: 'signup', label: 'Create account' },
];

export const tabId = (base: string, mode: AuthMode) => `${base}-tab-${mode}`;

/** The two modes as ARIA tabs (arrow keys move between them), so they never read as submit buttons. */
export function ModeTabs({
  mode,
  onChange,
  idBase,
  panelId,
}: {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
  idBase: string;
  panelId: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: AuthMode =
      event.key === 'Home' ? 'signin' : event.key === 'End' ? 'signup' : mode === 'signin' ? 'signup' : 'signin';
    onChange(next);
    document.getElementById(tabId(idBase, next))?.focus();
  };
  return (
    <div role="tablist" aria-label="Account" className="grid grid-cols-2 gap-1 rounded-full bg-sand-100 p-1">
      {MODES.map((m) => {
        const selected = m.mode === mode;
        return (
          <button
            key={m.mode}
            type="button"
            role="tab"
            id={tabId(idBase, m.mode)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(m.mode)}
            onKeyDown={onKeyDown}
            className={cn(
              'min-h-10 rounded-full px-3 text-sm font-semibold transition-colors',
              selected ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-600 hover:text-stone-900',
            )}
          >
            {m.label}
          </button>
        );
      })}
    </div>
  );
}
