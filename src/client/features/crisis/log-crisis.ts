import type { CrisisInteractionType } from '../../../shared/helplines.ts';

/**
 * Fire-and-forget log of a crisis-dialog interaction (spec §7). keepalive lets the request finish
 * even when a tel: link hands the page over to the phone dialler; credentials and a same-origin
 * fetch keep the server's Origin-based CSRF check satisfied. Failure must never block the person.
 */
export function logCrisisInteraction(interactionType: CrisisInteractionType): void {
  try {
    void fetch('/api/crisis/log', {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ interactionType }),
    }).catch(() => undefined);
  } catch {
    /* logging is best effort */
  }
}
