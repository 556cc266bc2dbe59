import net from 'node:net';
import type { WireRequest, WireResponse } from '../../src/server/test/fuzz/wire.ts';

/**
 * Sends one request over a raw socket, byte for byte as given: Node's own client would refuse
 * the malformed headers and targets the fuzzer needs to send.
 */
export function rawRequest(port: number, request: WireRequest, timeoutMs = 15_000): Promise<WireResponse> {
  const head = [`${request.method} ${request.path} HTTP/1.1`];
  for (const [name, value] of Object.entries(request.headers)) head.push(`${name}: ${value}`);
  if (request.body) head.push(`content-length: ${request.body.length}`);
  head.push('connection: close', '', '');
  const bytes = Buffer.concat([Buffer.from(head.join('\r\n'), 'utf8'), request.body ?? Buffer.alloc(0)]);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: request.from });
    const done = (note?: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseResponse(Buffer.concat(chunks), note));
    };
    const timer = setTimeout(() => done('timed out'), timeoutMs);
    // Not end(): Node's server drops a request whose client half-closes before the answer.
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => done());
    socket.on('error', (error) => done(error.message));
  });
}

export function parseResponse(raw: Buffer, note?: string): WireResponse {
  const split = raw.indexOf('\r\n\r\n');
  const headText = raw.subarray(0, split < 0 ? raw.length : split).toString('latin1');
  const [statusLine, ...lines] = headText.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1];
  if (!status) return { status: null, headers: {}, body: note ?? `no HTTP answer (${raw.length} bytes)` };
  const headers: Record<string, string | string[]> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const prior = headers[name];
    headers[name] = prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), value];
  }
  let body = split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4);
  if (String(headers['transfer-encoding']).includes('chunked')) body = dechunk(body);
  return { status: Number(status), headers, body: body.toString('utf8') };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const eol = data.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(data.subarray(at, eol).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
