/** Same-origin WebSocket URL for a voice socket path, carrying the voice session id. */
export function voiceSocketUrl(path: string, voiceSessionId: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${path}?session=${encodeURIComponent(voiceSessionId)}`;
}

/** Backoff for reconnecting: 1 s, 2 s, 4 s … capped at 15 s. */
export const reconnectDelay = (attempt: number) => Math.min(15_000, 1000 * 2 ** Math.max(0, attempt));
