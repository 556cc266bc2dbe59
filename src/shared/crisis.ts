import { z } from 'zod';
import { crisisInteractionTypes } from './helplines.ts';

/** POST /api/crisis/log: what the crisis dialog did. No conversation content, ever. */
export const CrisisLogSchema = z.object({
  interactionType: z.enum(crisisInteractionTypes),
});
export type CrisisLog = z.infer<typeof CrisisLogSchema>;

/** Where a crisis event came from: the dialog, the safety layer reading a chat/voice/video turn, or a check-in's answers. */
export const crisisSources = ['dialog', 'chat', 'voice', 'realtime', 'video', 'check_in'] as const;
export type CrisisSource = (typeof crisisSources)[number];

/** Dialog interactions plus what the safety layer records when it detects risk or blocks a reply. */
export const crisisEventTypes = [...crisisInteractionTypes, 'risk_detected', 'reply_blocked'] as const;
export type CrisisEventType = (typeof crisisEventTypes)[number];
