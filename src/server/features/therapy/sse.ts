import type { FastifyReply } from 'fastify';

/**
 * A server-sent event stream over a hijacked reply. Writes stop quietly once the client has gone,
 * but the producer keeps running, so a reply is still stored when someone closes the tab mid-stream.
 */
export function openEventStream(reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const open = () => !raw.destroyed && !raw.writableEnded;
  return {
    send(event: string, data: unknown) {
      if (open()) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (open()) raw.end();
    },
  };
}

export const wantsEventStream = (accept: string | undefined) => Boolean(accept?.includes('text/event-stream'));
