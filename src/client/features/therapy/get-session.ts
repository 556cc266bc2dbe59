import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDetail } from '../../../shared/sessions.ts';
import { apiGet } from '../../lib/api.ts';
import type { ChatEntry } from './chat-messages.tsx';

/** The session as the chat screen keeps it: the server's messages, plus the turn in flight and its safety notes. */
export type ChatSession = Omit<SessionDetail, 'messages'> & { messages: ChatEntry[] };

export const getSession = (id: string) => apiGet<ChatSession>(`/api/sessions/${encodeURIComponent(id)}`);

export const getSessionQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/sessions', id], queryFn: () => getSession(id) });

export const useSession = (id: string) => useQuery(getSessionQueryOptions(id));
