import WebSocket, { type RawData } from 'ws';
import { redactSecrets } from '../../../ai/speech/provider-http.ts';
import { RealtimeUpstreamError } from './upstream-options.ts';

/**
 * Opens the OpenAI Realtime WebSocket (GA: bearer key, model in the query, no OpenAI-Beta
 * header). Rejects with a message that names the failure but never the key.
 */
export interface ProviderSocketHandlers {
  message(data: RawData): void;
  error(error: Error): void;
  close(code: number, reason: Buffer): void;
}

export function openProviderSocket(
  options: { url: string; model: string; apiKey: string; timeoutMs: number },
  handlers: ProviderSocketHandlers,
): Promise<WebSocket> {
  const url = new URL(options.url);
  url.searchParams.set('model', options.model);
  const ws = new WebSocket(url, {
    headers: { Authorization: `Bearer ${options.apiKey}` },
    handshakeTimeout: options.timeoutMs,
    maxPayload: 16 * 1024 * 1024,
  });
  return new Promise<WebSocket>((resolve, reject) => {
    const fail = (error: RealtimeUpstreamError) => {
      ws.removeAllListeners();
      ws.on('error', () => {});
      ws.terminate();
      reject(error);
    };
    ws.once('unexpected-response', (req, res) => {
      res.resume();
      req.destroy();
      fail(
        new RealtimeUpstreamError(`The voice service refused the connection (HTTP ${res.statusCode})`, res.statusCode),
      );
    });
    ws.once('error', (error) =>
      fail(
        new RealtimeUpstreamError(
          `Could not reach the voice service: ${redactSecrets(error.message, [options.apiKey])}`,
        ),
      ),
    );
    ws.once('open', () => {
      ws.removeAllListeners();
      // Attached here, not after the promise settles: the provider's session.created can arrive
      // before an awaiting caller would resume.
      ws.on('message', handlers.message);
      ws.on('error', handlers.error);
      ws.on('close', handlers.close);
      resolve(ws);
    });
  });
}
