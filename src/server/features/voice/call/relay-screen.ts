import type { FastifyBaseLogger } from 'fastify';
import type { ServerEvent } from '../../../../shared/realtime.ts';
import type { SessionRow } from '../../therapy/index.ts';
import type { UserTextVerdict } from '../realtime/upstream.ts';
import { browserError } from '../realtime/to-browser.ts';
import type { VoiceContext } from '../context.ts';
import { callCrisisSource, recordRelayedReply, takeVoiceTurn, unansweredVoiceTurn } from '../voice-turn.ts';
import type { CallGuard } from './call-socket.ts';

/**
 * The relay's adapter to the conversation core: every transcript is a turn (assessed, logged,
 * stored) before the provider may answer it; urgent risk replaces the model's reply with the safe
 * reply, spoken by our own speech engine when there is one. A turn the core refuses ends the call.
 */
export async function screenRelayedText(
  ctx: VoiceContext,
  session: SessionRow,
  guard: CallGuard,
  text: string,
  log: FastifyBaseLogger,
): Promise<UserTextVerdict> {
  const result = await takeVoiceTurn(ctx, session, text, {
    source: callCrisisSource(session),
    replyFrom: 'external',
    log,
  });
  if (result.outcome !== 'ok') {
    const end = unansweredVoiceTurn(result);
    if (end.limit) guard.send(browserError(end.message, 'limit_reached'));
    guard.close(end.code, end.reason);
    return { action: 'drop' };
  }
  if (!result.reply) {
    // The provider answers in its own words; an offer of the safety plan still shows as a button.
    if (result.safety.offerSafetyPlan)
      guard.send(JSON.stringify({ type: 'safety.alert', safety: result.safety } satisfies ServerEvent));
    return { action: 'allow' };
  }
  const { text: reply } = await result.reply.stored;
  let audio: Int16Array | undefined;
  if (ctx.synthesizer.kind !== 'browser') {
    audio = await ctx.synthesizer
      .synthesize(reply)
      .then((s) => s.audio)
      .catch((err: unknown) => {
        log.warn({ err: (err as Error).message }, 'could not speak the safe reply; the client speaks its text');
        return undefined;
      });
  }
  return { action: 'replace', text: reply, audio, safety: result.safety };
}

/** Stores the model's reply (already spoken) with the session's recent turns; the core runs the output check. */
export async function storeRelayedReply(
  ctx: VoiceContext,
  session: SessionRow,
  text: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const result = await recordRelayedReply(ctx, session, text, log);
  if (result.outcome !== 'ok')
    log.warn(
      { sessionId: session.id, outcome: result.outcome },
      'a relayed reply arrived for a session no longer open',
    );
}
