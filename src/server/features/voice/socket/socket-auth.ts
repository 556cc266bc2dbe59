import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AppDeps } from '../../../deps.ts';
import { voiceCloseCodes } from '../../../../shared/voice.ts';
import type { SessionRow } from '../../therapy/index.ts';
import { findOwnedSession } from '../../therapy/index.ts';
import type { DbOrTx } from '../../../db/index.ts';
import { findVoiceSession } from '../voice-sessions.ts';

export type SocketAccess = { ok: true; session: SessionRow } | { ok: false; code: number; reason: string };

const SESSION_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Who may open a voice socket: a same-origin page (cookies ride along on cross-site WebSocket
 * handshakes, so Origin is checked here as the CSRF guard does for POSTs), signed in or holding the
 * anonymous cookie, naming a live voice session of their own.
 */
export async function authorizeVoiceSocket(
  deps: AppDeps,
  request: FastifyRequest,
  options: { allowVideo?: boolean } = {},
): Promise<SocketAccess> {
  const origin = request.headers.origin;
  if (origin !== undefined && !sameOrigin(origin, request)) {
    return { ok: false, code: voiceCloseCodes.policy, reason: 'Cross-site connections are not allowed' };
  }
  const ownerId = request.auth.user?.id ?? request.auth.anonymousId;
  if (!ownerId)
    return { ok: false, code: voiceCloseCodes.unauthenticated, reason: 'Sign in or start a voice session first' };
  const id = new URL(request.url, 'http://local').searchParams.get('session');
  if (!id || !SESSION_ID.test(id))
    return { ok: false, code: voiceCloseCodes.notFound, reason: 'Name your voice session: ?session=<voiceSessionId>' };
  // The call socket also carries a local avatar session (features/video): the same pipeline, metered as video.
  const session =
    (await findVoiceSession(deps, ownerId, id)) ??
    (options.allowVideo ? await findVideoSession(deps.database.db, ownerId, id) : null);
  if (!session) return { ok: false, code: voiceCloseCodes.notFound, reason: 'That voice session was not found' };
  if (session.status === 'ended')
    return { ok: false, code: voiceCloseCodes.notFound, reason: 'That voice session has ended; start a new one' };
  return { ok: true, session };
}

function sameOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export interface EarlyMessage {
  data: RawData;
  isBinary: boolean;
}

/**
 * Holds messages that arrive while the socket is being authorised (ws delivers them at once, and a
 * listener added later would miss them). Bounded: a client that floods before it is admitted is cut off.
 */
export function holdEarlyMessages(socket: WebSocket, maxMessages = 64): { release(): EarlyMessage[] } {
  const held: EarlyMessage[] = [];
  const onMessage = (data: RawData, isBinary: boolean) => {
    if (held.length >= maxMessages)
      socket.close(voiceCloseCodes.policy, 'Too many messages before the session was ready');
    else held.push({ data, isBinary });
  };
  socket.on('message', onMessage);
  return {
    release() {
      socket.off('message', onMessage);
      return held.splice(0);
    },
  };
}

export const messageBytes = (data: RawData): number =>
  Array.isArray(data)
    ? data.reduce((n, b) => n + b.length, 0)
    : data instanceof ArrayBuffer
      ? data.byteLength
      : data.length;

export const toBuffer = (data: RawData): Buffer =>
  Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? Buffer.from(data) : data;

async function findVideoSession(db: DbOrTx, ownerId: string, id: string): Promise<SessionRow | null> {
  const row = await findOwnedSession(db, ownerId, id);
  return row?.modality === 'video' ? row : null;
}
