export { startChatTurn, type ChatTurn } from './chat-turn.ts';
export { listDocuments } from './documents-repo.ts';
export { loadMemory, summariseAndEnd } from './session-lifecycle.ts';
export type { StoredSessionState } from './session-state.ts';
export {
  appendMessages,
  createSession,
  findOwnedSession,
  listSessions,
  readMessages,
  readState,
  saveState,
  type SessionRow,
} from './sessions-repo.ts';
export { documentsData, sessionsData } from './personal-data.ts';
