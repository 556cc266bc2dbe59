import type { EngineState } from '../../ai/therapist/state.ts';
import type { SessionRiskState } from '../../ai/safety/index.ts';
import type { Memory } from '../../../shared/therapy.ts';

/** What a session carries between turns, stored encrypted on the session row. */
export interface StoredSessionState {
  engine?: EngineState;
  risk?: SessionRiskState;
  /** The earlier sessions recalled when this one opened. */
  memory: Memory;
}
