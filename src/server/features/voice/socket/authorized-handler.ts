import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { voiceCloseCodes } from '../../../../shared/voice.ts';
import type { SessionRow } from '../../therapy/index.ts';
import type { VoiceContext } from '../context.ts';
import { authorizeVoiceSocket, holdEarlyMessages, type EarlyMessage } from './socket-auth.ts';

export type AuthorizedSocketRun = (
  socket: WebSocket,
  session: SessionRow,
  early: EarlyMessage[],
  log: FastifyBaseLogger,
) => Promise<void>;

/**
 * The opening both voice sockets share: hold messages that arrive during the upgrade, check the
 * caller owns the session (closing with its code otherwise), then hand over to `run`.
 */
export function authorizedSocketHandler(ctx: VoiceContext, label: string, run: AuthorizedSocketRun) {
  return (socket: WebSocket, request: FastifyRequest): Promise<void> => {
    const early = holdEarlyMessages(socket);
    ctx.hold(socket);
    return ctx.track(open());

    async function open(): Promise<void> {
      try {
        const access = await authorizeVoiceSocket(ctx.deps, request, { allowVideo: label === 'call' });
        if (!access.ok) return socket.close(access.code, access.reason);
        await run(socket, access.session, early.release(), request.log);
      } catch (error) {
        request.log.error({ err: error }, `${label} socket failed to open`);
        socket.close(voiceCloseCodes.server, 'Something went wrong on our side');
      }
    }
  };
}
