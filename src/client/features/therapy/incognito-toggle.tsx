import { useId } from 'react';
import { Checkbox } from '../../components/ui/checkbox.tsx';

interface IncognitoToggleProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}

/** Chosen before a text session starts: an incognito session is not remembered and is deleted when it ends. */
export function IncognitoToggle({ checked, onCheckedChange }: IncognitoToggleProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5"
      />
      <div className="text-sm leading-snug">
        <label htmlFor={id} className="font-medium text-stone-800">
          Incognito
        </label>
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          Not remembered; deleted when you end it.
        </p>
      </div>
    </div>
  );
}

/** The marker an incognito session carries on screen. */
export function IncognitoBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-stone-800 px-2 py-0.5 font-sans text-xs font-medium text-white">
      Incognito
    </span>
  );
}
