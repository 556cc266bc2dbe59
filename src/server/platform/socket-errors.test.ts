import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { socketErrorHandler } from './socket-errors.ts';

const fakes = () => {
  const socket = { terminate: vi.fn() };
  const log = { info: vi.fn(), error: vi.fn() };
  return { socket, log, request: { log } as unknown as FastifyRequest };
};

describe('socketErrorHandler', () => {
  it('lets ws finish its own close (1009, 1007) when the client broke the protocol, logging it as info', () => {
    for (const code of ['WS_ERR_UNSUPPORTED_MESSAGE_LENGTH', 'WS_ERR_INVALID_UTF8']) {
      const { socket, log, request } = fakes();
      socketErrorHandler(
        Object.assign(new RangeError('Max payload size exceeded'), { code }),
        socket as unknown as WebSocket,
        request,
      );
      expect(socket.terminate).not.toHaveBeenCalled();
      expect(log.error).not.toHaveBeenCalled();
      expect(log.info).toHaveBeenCalledOnce();
    }
  });

  it('logs anything else as an error and drops the socket', () => {
    const { socket, log, request } = fakes();
    socketErrorHandler(new Error('boom'), socket as unknown as WebSocket, request);
    expect(socket.terminate).toHaveBeenCalledOnce();
    expect(log.error).toHaveBeenCalledOnce();
  });
});
