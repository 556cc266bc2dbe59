import type { VoiceContext } from '../context.ts';
import { authorizedSocketHandler } from '../socket/authorized-handler.ts';
import { PushToTalkConnection } from './ptt-connection.ts';

/** WebSocket /api/voice-therapy/realtime?session=<voiceSessionId> (push-to-talk). */
export const pushToTalkHandler = (ctx: VoiceContext) =>
  authorizedSocketHandler(ctx, 'push-to-talk', (socket, session, early, log) =>
    new PushToTalkConnection(ctx, socket, session, log).open(early),
  );
