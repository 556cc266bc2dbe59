import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { voiceCloseCodes } from '../../../../shared/voice.ts';
import type { VoiceContext } from '../context.ts';
import { authorizeVoiceSocket, holdEarlyMessages } from '../socket/socket-auth.ts';
import { PushToTalkConnection } from './ptt-connection.ts';

/** WebSocket /api/voice-therapy/realtime?session=<voiceSessionId> (push-to-talk). */
export function pushToTalkHandler(ctx: VoiceContext) {
  return (socket: WebSocket, request: FastifyRequest): Promise<void> => {
    const early = holdEarlyMessages(socket);
    ctx.hold(socket);
    return ctx.track(open(socket, request, early));
  };

  async function open(socket: WebSocket, request: FastifyRequest, early: ReturnType<typeof holdEarlyMessages>): Promise<void> {
    try {
      const access = await authorizeVoiceSocket(ctx.deps, request);
      if (!access.ok) return socket.close(access.code, access.reason);
      const connection = new PushToTalkConnection(ctx, socket, access.session, request.log);
      await connection.open(early.release());
    } catch (error) {
      request.log.error({ err: error }, 'push-to-talk socket failed to open');
      socket.close(voiceCloseCodes.server, 'Something went wrong on our side');
    }
  }
}
