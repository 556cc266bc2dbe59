export { assessUtterance, type Assessment, type AssessOptions, type SecondReader } from './assess.ts';
export { checkReply, type ReplyCheck } from './check-reply.ts';
export { isMeansRequest } from './means.ts';
export { loadReader } from './model/reader.ts';
export { riskKinds, type RiskKind } from './model/reader.ts';
export { safeReply, type SafeReplyOptions } from './reply.ts';
export { createSecondReader } from './second-reader.ts';
export { FLOOR_TURNS, SessionRiskStateSchema, initialRiskState, type SessionRiskState } from './session.ts';
