import { HttpError } from '../../../platform/errors.ts';
import { voiceCloseCodes } from '../../../../shared/voice.ts';
import type { UsageTick } from '../../entitlements/index.ts';
import type { SessionRow } from '../../therapy/index.ts';
import type { VoiceContext } from '../context.ts';
import { keepMetering, SESSION_ENDED } from '../metering.ts';
import { followSession } from '../voice-sessions.ts';
import { meterVideoSession, VIDEO_SESSION_ENDED } from '../../video/index.ts';

export const SESSION_GONE = 'That voice session no longer exists';

export interface MeterOutcomeHandlers {
  /** No minutes remain: tell the client why (each socket has its own error shape), then close. */
  limitReached(message: string): void;
  close(code: number, reason: string): void;
}

/**
 * Keeps the socket's voice session metered. Returns the tick, or undefined after closing the
 * socket because the minutes ran out (4403), the session ended or is gone (4404) or another took over (4409).
 */
export async function meterSocket(
  ctx: VoiceContext,
  session: SessionRow,
  on: MeterOutcomeHandlers,
): Promise<UsageTick | undefined> {
  try {
    if (session.modality === 'video') {
      // A local avatar session: its video conversation holds the meter (features/video).
      const video = await meterVideoSession(ctx.deps, session.ownerId, session.id);
      return { ...video, seconds: 0, limitReached: false };
    }
    // Meter as whoever owns the session now: its visitor may have signed in since the last tick.
    // Gone altogether (the account was deleted, perhaps from another instance): end here, write nothing.
    if (!(await followSession(ctx.deps.database.db, session))) {
      on.close(voiceCloseCodes.notFound, SESSION_GONE);
      return undefined;
    }
    return await keepMetering(ctx.deps.database.db, session, ctx.ownerOptions());
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.statusCode === 403) {
      on.limitReached(error.message);
      on.close(voiceCloseCodes.limitReached, 'limit reached');
    } else if (
      error.message === SESSION_ENDED ||
      error.message === VIDEO_SESSION_ENDED ||
      (session.modality === 'video' && error.statusCode === 404)
    ) {
      on.close(voiceCloseCodes.notFound, 'That voice session has ended; start a new one');
    } else {
      on.close(voiceCloseCodes.replaced, error.message);
    }
    return undefined;
  }
}
