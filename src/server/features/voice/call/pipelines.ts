import type { FastifyBaseLogger } from 'fastify';
import type { ClientEvent } from '../../../../shared/realtime.ts';
import type { SessionRow } from '../../therapy/index.ts';
import type { VoiceContext } from '../context.ts';
import type { CallGuard } from './call-socket.ts';
import { LocalPipeline } from './local-pipeline.ts';
import { openRelayPipeline } from './relay-pipeline.ts';

/** What answers a call: the real-time provider (relay) or the server's own pipeline (local). */
export interface CallPipeline {
  /** One validated, rate-checked event from the browser. */
  handle(event: ClientEvent): void;
  /** Resolves once the replies to what was already heard have been sent (shutdown). */
  settle(): Promise<void>;
  close(): void;
}

/** The relay when a provider is configured and reachable, else the local pipeline (DECISIONS §2). */
export async function openPipeline(
  ctx: VoiceContext,
  session: SessionRow,
  guard: CallGuard,
  log: FastifyBaseLogger,
): Promise<CallPipeline> {
  return (await openRelayPipeline(ctx, session, guard, log)) ?? new LocalPipeline(ctx, session, guard, log);
}
