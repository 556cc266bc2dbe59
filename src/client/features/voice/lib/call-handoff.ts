/** When a push-to-talk session becomes a call, the call page keeps timing from the session's start. */
const key = (voiceSessionId: string) => `solace.voiceSessionStart:${voiceSessionId}`;

export function rememberSessionStart(voiceSessionId: string, startedAtEpochMs: number): void {
  try {
    sessionStorage.setItem(key(voiceSessionId), String(startedAtEpochMs));
  } catch {
    /* the call then times from its own start */
  }
}

export function recallSessionStart(voiceSessionId: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(key(voiceSessionId)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
