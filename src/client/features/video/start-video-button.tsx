import { Video } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button.tsx';

/** The home card's start control: the launcher takes it from there (spec §4). */
export function StartVideoButton({ demo }: { demo: boolean }) {
  return (
    <Link href={`/tavus/v${Date.now().toString(36)}`} className={buttonClasses('primary', 'lg', 'w-full')}>
      <Video aria-hidden="true" className="size-5" />
      {demo ? 'Start Avatar Session' : 'Start Video Session'}
    </Link>
  );
}
