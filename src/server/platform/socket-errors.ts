import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * Errors on an open WebSocket. A client breaking the protocol (a frame over the size limit, text
 * that is not UTF-8) is the client's mistake, and ws has already begun closing with the code that
 * says so (1009, 1007): let that close finish instead of terminating, which the client would see as
 * 1006 with no reason, and keep it out of the error log. Anything else is ours: log it and drop the socket.
 */
export function socketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    request.log.info({ code, reason: error.message }, 'client broke the WebSocket protocol; closing');
    return;
  }
  request.log.error({ err: error }, 'WebSocket error');
  socket.terminate();
}
