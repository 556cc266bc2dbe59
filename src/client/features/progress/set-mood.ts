import { useMutation } from '@tanstack/react-query';
import type { SessionMood, SetMood } from '../../../shared/mood.ts';
import { apiRequest } from '../../lib/api.ts';

export const setMood = (sessionId: string, body: SetMood) =>
  apiRequest<SessionMood>('PUT', `/api/sessions/${encodeURIComponent(sessionId)}/mood`, body);

export const useSetMood = (sessionId: string) =>
  useMutation({ mutationFn: (body: SetMood) => setMood(sessionId, body) });

/** Remembers in this browser that a session's mood was asked (answered or skipped), so it is asked once. */
export const moodAsked = {
  key: (sessionId: string, moment: SetMood['moment']) => `solace:mood:${sessionId}:${moment}`,
  has(sessionId: string, moment: SetMood['moment']) {
    try {
      return localStorage.getItem(this.key(sessionId, moment)) !== null;
    } catch {
      return false;
    }
  },
  mark(sessionId: string, moment: SetMood['moment']) {
    try {
      localStorage.setItem(this.key(sessionId, moment), '1');
    } catch {
      /* private mode: ask again next time */
    }
  },
};
