import { useCallback, useEffect, useRef, useState } from 'react';
import {
  HIDDEN_TERMINATE_MS,
  POPUP_CHECK_MS,
  VIDEO_HEARTBEAT_MS,
  type VideoStartResponse,
} from '../../../shared/video.ts';
import { startErrorText } from './start-error.ts';
import { cleanupVideo, sendVideoHeartbeat, startVideo, terminateVideo, terminateVideoOnLeave } from './video-api.ts';

export type LaunchState =
  { kind: 'launching' } | { kind: 'started'; conversation: VideoStartResponse } | { kind: 'error'; message: string };

/**
 * Spec §4 video session: launching → started (a popup opens) or error. Closing the popup (checked
 * every second) ends the session and goes home; leaving the page, or the page hidden for over 30 s,
 * ends the conversation so no minutes run on unseen. A blocked popup sends this window to the room.
 */
export function useVideoLauncher(goHome: () => void) {
  const [state, setState] = useState<LaunchState>({ kind: 'launching' });
  const popup = useRef<Window | null>(null);
  const active = useRef<string | null>(null);
  const launched = useRef(false);

  const end = useCallback(
    async (then: 'home' | 'stay' = 'home') => {
      const id = active.current;
      active.current = null;
      if (popup.current && !popup.current.closed) popup.current.close();
      if (id) await terminateVideo(id).catch(() => undefined);
      if (then === 'home') goHome();
    },
    [goHome],
  );

  useEffect(() => {
    if (launched.current) return;
    launched.current = true;
    void (async () => {
      try {
        await cleanupVideo().catch(() => undefined);
        const conversation = await startVideo({ conversationName: 'Solace video session' });
        if (!conversation.conversation_url) throw new Error('No conversation link came back.');
        active.current = conversation.conversation_id;
        const opened = window.open(conversation.conversation_url, 'solace-video', 'popup,width=1000,height=760');
        if (!opened) {
          // Blocked: the room takes this window; it ends the session itself when left.
          active.current = null;
          window.location.assign(conversation.conversation_url);
          return;
        }
        popup.current = opened;
        setState({ kind: 'started', conversation });
      } catch (error) {
        setState({ kind: 'error', message: startErrorText(error) });
      }
    })();
  }, []);

  const started = state.kind === 'started';
  useEffect(() => {
    if (!started) return;
    const check = setInterval(() => {
      if (popup.current?.closed) void end();
    }, POPUP_CHECK_MS);
    const beat = setInterval(() => {
      const id = active.current;
      if (id)
        void sendVideoHeartbeat(id)
          .then((c) => {
            if (c.status === 'ended') void end();
          })
          .catch(() => undefined);
    }, VIDEO_HEARTBEAT_MS);
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
    const onVisibility = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState === 'hidden') hiddenTimer = setTimeout(() => void end(), HIDDEN_TERMINATE_MS);
    };
    const onLeave = () => {
      const id = active.current;
      active.current = null;
      if (id) terminateVideoOnLeave(id);
      if (popup.current && !popup.current.closed) popup.current.close();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onLeave);
    return () => {
      clearInterval(check);
      clearInterval(beat);
      clearTimeout(hiddenTimer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [started, end]);

  const focusPopup = useCallback(() => popup.current?.focus(), []);
  return { state, end, focusPopup };
}
