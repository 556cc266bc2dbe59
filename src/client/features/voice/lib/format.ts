/** 75 → '1:15', 3725 → '1:02:05'. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

export function formatTimeOfDay(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** Whole minutes for the summary: any part-minute of talking counts as one. */
export const durationMinutes = (seconds: number) => (seconds <= 0 ? 0 : Math.max(1, Math.round(seconds / 60)));

export function minutesLeftLabel(minutesRemaining: number | null | undefined): string | null {
  if (minutesRemaining === undefined) return null;
  if (minutesRemaining === null) return 'Unlimited minutes';
  return `${minutesRemaining} min left today`;
}
