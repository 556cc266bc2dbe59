import { useEffect, useRef, useState } from 'react';
import { VIDEO_HEARTBEAT_MS, type VideoConversation } from '../../../shared/video.ts';
import { getConversation, sendVideoHeartbeat, terminateVideo, terminateVideoOnLeave } from './video-api.ts';

/**
 * The local avatar page's hold on its conversation: loads it, says 'still here' every 30 s, and
 * ends it when the page is left while it owns the window (opened without the launcher, whose
 * popup check ends it otherwise).
 */
export function useAvatarSession(conversationId: string) {
  const [conversation, setConversation] = useState<VideoConversation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ended = useRef(false);

  useEffect(() => {
    let cancelled = false;
    getConversation(conversationId)
      .then((c) => !cancelled && setConversation(c))
      .catch(() => !cancelled && setError('That video session was not found, or it is not yours.'));
    return () => {
      cancelled = true;
    };
  }, [conversationId]);

  const active = conversation?.status === 'active';
  useEffect(() => {
    if (!active) return;
    const beat = setInterval(() => {
      void sendVideoHeartbeat(conversationId)
        .then(setConversation)
        .catch(() => undefined);
    }, VIDEO_HEARTBEAT_MS);
    const leave = () => {
      if (!ended.current && !window.opener) terminateVideoOnLeave(conversationId);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(beat);
      window.removeEventListener('pagehide', leave);
    };
  }, [active, conversationId]);

  const end = async () => {
    ended.current = true;
    const result = await terminateVideo(conversationId).catch(() => null);
    if (result) setConversation(result.conversation);
  };
  return { conversation, error, end };
}
