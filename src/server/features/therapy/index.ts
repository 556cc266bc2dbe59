export { recordExternalReply, type ExternalReplyResult } from './external-reply.ts';
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
export { takeTurn, type TurnDeps, type TurnRequest, type TurnResult } from './take-turn.ts';
export type { ReplyInFlight, StoredReply } from './turn-reply.ts';
export { findMovedOwner } from './turn-repo.ts';
