import { Brain, CreditCard, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../shared/auth.ts';
import { useConfig } from '../public-config/index.ts';
import { UserAvatar } from './user-avatar.tsx';

const item =
  'flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700';

/** The avatar opens a small menu: what the therapist remembers, the Account page (plans and billing) and Logout. */
export function AvatarMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = useConfig().data?.therapistName ?? 'Sage';
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <UserAvatar user={user} />
      </button>
      {open && (
        <nav
          id={menuId}
          aria-label="Account"
          className="absolute right-0 z-50 mt-2 w-56 rounded-2xl border border-stone-200 bg-white p-1.5 shadow-xl"
        >
          <Link href="/memory" className={item} onClick={() => setOpen(false)}>
            <Brain aria-hidden="true" className="size-4" /> What {name} remembers
          </Link>
          <Link href="/account" className={item} onClick={() => setOpen(false)}>
            <CreditCard aria-hidden="true" className="size-4" /> Account & billing
          </Link>
          <a href="/api/logout" className={item}>
            <LogOut aria-hidden="true" className="size-4" /> Logout
          </a>
        </nav>
      )}
    </div>
  );
}
