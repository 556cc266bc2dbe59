export { assessUtterance, type Assessment } from './assess.ts';
export { checkReply, type ReplyCheck } from './check-reply.ts';
export { isMeansRequest } from './means.ts';
export { safeReply, type SafeReplyOptions } from './reply.ts';
export { riskCategories, type RiskCategory } from './rules/types.ts';
export { FLOOR_TURNS, SessionRiskStateSchema, initialRiskState, type SessionRiskState } from './session.ts';
