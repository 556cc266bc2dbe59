import { ChartLine, FileText, MessageCircleHeart, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

const tileClass =
  'group flex h-full w-full flex-col items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-left transition-colors ' +
  'hover:border-brand-300 hover:bg-brand-50/50 disabled:cursor-wait disabled:opacity-70 sm:p-5';

function TileBody({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <>
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-100">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span>
        <span className="block font-semibold text-stone-900">{title}</span>
        <span className="block text-sm text-stone-600">{text}</span>
      </span>
    </>
  );
}

const links = [
  { href: '/documents', icon: FileText, title: 'My Documents', text: 'Summaries and history' },
  { href: '/summary', icon: ChartLine, title: 'Progress', text: 'See how you are going' },
  { href: '/pricing', icon: Wallet, title: 'Pricing', text: 'Plans and minutes' },
];

interface QuickTilesProps {
  /** Starts a text session (the therapy feature's action); the tile is left out when absent. */
  onStartSession?: () => void;
  startingSession?: boolean;
  /** Choices for the session about to start (the therapy feature's incognito toggle), under its tile. */
  startOptions?: ReactNode;
}

export function QuickTiles({ onStartSession, startingSession, startOptions }: QuickTilesProps): ReactNode {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {onStartSession && (
        <li className={startOptions ? 'flex flex-col rounded-2xl border border-stone-200 bg-white' : undefined}>
          <button
            type="button"
            className={startOptions ? `${tileClass} flex-1 rounded-b-none border-0` : tileClass}
            onClick={onStartSession}
            disabled={startingSession}
          >
            <TileBody
              icon={MessageCircleHeart}
              title="Start Session"
              text={startingSession ? 'Starting…' : 'Chat by text now'}
            />
          </button>
          {startOptions && <div className="border-t border-stone-100 px-4 py-3 sm:px-5">{startOptions}</div>}
        </li>
      )}
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={tileClass}>
            <TileBody icon={link.icon} title={link.title} text={link.text} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
