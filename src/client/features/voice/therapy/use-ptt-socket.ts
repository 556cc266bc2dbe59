import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PUSH_TO_TALK_PATH,
  PttServerMessageSchema,
  voiceCloseCodes,
  type PttClientMessage,
  type PttServerMessage,
} from '../../../../shared/voice.ts';
import { reconnectDelay, voiceSocketUrl } from '../lib/socket-url.ts';

const PING_INTERVAL_MS = 25_000;

export type SocketEnd = 'limit_reached' | 'replaced' | 'not_found';

interface Options {
  /**
   * Who the browser is signed in as (null for a visitor). The server binds a socket to the identity
   * it was opened with, so signing in mid-session (the 300 s prompt) reopens the socket as the account
   * that now owns the session, instead of talking on as a visitor who no longer exists.
   */
  identity: string | null;
  onMessage: (message: PttServerMessage) => void;
  /** The server closed for good: no reconnect. */
  onEnded: (reason: SocketEnd) => void;
}

/**
 * The push-to-talk socket (spec §7). Online while open; otherwise connecting, reconnecting with
 * backoff for as long as there is a session, because phones drop sockets when they sleep.
 */
export function usePttSocket(voiceSessionId: string | null, { identity, onMessage, onEnded }: Options) {
  const [online, setOnline] = useState(false);
  const socketRef = useRef<WebSocket | null>(null);
  const handlers = useRef({ onMessage, onEnded });
  handlers.current = { onMessage, onEnded };

  useEffect(() => {
    if (!voiceSessionId) return;
    let closedByUs = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;

    const connect = () => {
      const ws = new WebSocket(voiceSocketUrl(PUSH_TO_TALK_PATH, voiceSessionId));
      socketRef.current = ws;
      ws.onopen = () => {
        attempt = 0;
        setOnline(true);
        pingTimer = setInterval(
          () => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'ping' })),
          PING_INTERVAL_MS,
        );
      };
      ws.onmessage = (event) => {
        if (typeof event.data !== 'string') return;
        try {
          const parsed = PttServerMessageSchema.safeParse(JSON.parse(event.data));
          if (parsed.success) handlers.current.onMessage(parsed.data);
        } catch {
          /* not JSON: ignore rather than break the conversation */
        }
      };
      ws.onclose = (event) => {
        clearInterval(pingTimer);
        setOnline(false);
        if (socketRef.current === ws) socketRef.current = null;
        if (closedByUs) return;
        const end = terminalReason(event.code);
        if (end) return handlers.current.onEnded(end);
        retryTimer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    connect();

    return () => {
      closedByUs = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      socketRef.current?.close(voiceCloseCodes.normal, 'session over');
      socketRef.current = null;
      setOnline(false);
    };
  }, [voiceSessionId, identity]);

  const send = useCallback((data: Blob | PttClientMessage): boolean => {
    const ws = socketRef.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(data instanceof Blob ? data : JSON.stringify(data));
    return true;
  }, []);

  return { online, send };
}

function terminalReason(code: number): SocketEnd | null {
  if (code === voiceCloseCodes.limitReached) return 'limit_reached';
  if (code === voiceCloseCodes.replaced) return 'replaced';
  if (code === voiceCloseCodes.notFound || code === voiceCloseCodes.unauthenticated) return 'not_found';
  return null;
}
