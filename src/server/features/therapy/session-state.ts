import type { EngineState } from '../../ai/therapist/state.ts';
import type { SessionRiskState } from '../../ai/safety/index.ts';
import type { Memory, Turn } from '../../../shared/therapy.ts';

/** Messages of the conversation carried in the state for the engines (the model engine sends 24). */
export const RECENT_TURNS = 24;

/** What a session carries between turns, stored encrypted on the session row. */
export interface StoredSessionState {
  engine?: EngineState;
  risk?: SessionRiskState;
  /** The earlier sessions recalled when this one opened. */
  memory: Memory;
  /** The last RECENT_TURNS messages, oldest first; absent on sessions stored before it existed. */
  recent?: Turn[];
}
