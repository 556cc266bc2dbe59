import { apiGet } from './api.ts';

/** Browser copy of the server-issued anonymous key (spec §3). A convenience only: the HttpOnly cookie is the credential. */
export const ANONYMOUS_SESSION_STORAGE_KEY = 'solace.anonymousSessionKey';

export function getStoredAnonymousSessionKey(): string | null {
  try {
    return localStorage.getItem(ANONYMOUS_SESSION_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked (private mode, strict settings)
  }
}

function storeAnonymousSessionKey(key: string) {
  try {
    localStorage.setItem(ANONYMOUS_SESSION_STORAGE_KEY, key);
  } catch {
    /* the cookie still identifies the visitor */
  }
}

/** The stored key, or a fresh one from GET /api/anonymous/session (which also sets the cookie). */
export async function ensureAnonymousSessionKey(options: { refresh?: boolean } = {}): Promise<string> {
  const stored = options.refresh ? null : getStoredAnonymousSessionKey();
  if (stored) return stored;
  const { sessionKey } = await apiGet<{ sessionKey: string }>('/api/anonymous/session');
  storeAnonymousSessionKey(sessionKey);
  return sessionKey;
}
