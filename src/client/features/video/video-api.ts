import type {
  VideoCleanupResponse,
  VideoConversation,
  VideoEndResponse,
  VideoStartRequest,
  VideoStartResponse,
} from '../../../shared/video.ts';
import { apiGet, apiRequest } from '../../lib/api.ts';

const path = (id: string) => encodeURIComponent(id);

export const startVideo = (body: VideoStartRequest) =>
  apiRequest<VideoStartResponse>('POST', '/api/tavus/conversation', body);
export const getConversation = (id: string) => apiGet<VideoConversation>(`/api/tavus/conversation/${path(id)}`);
export const sendVideoHeartbeat = (id: string) =>
  apiRequest<VideoConversation>('POST', `/api/tavus/heartbeat/${path(id)}`, {});
export const terminateVideo = (id: string) =>
  apiRequest<VideoEndResponse>('DELETE', `/api/tavus/terminate/${path(id)}`);
export const cleanupVideo = () => apiRequest<VideoCleanupResponse>('POST', '/api/tavus/cleanup', {});

/** For a page being left: keepalive lets the request outlive it, so metering stops with the person. */
export function terminateVideoOnLeave(id: string): void {
  try {
    void fetch(`/api/tavus/terminate/${path(id)}`, { method: 'DELETE', keepalive: true, credentials: 'include' }).catch(
      () => undefined,
    );
  } catch {
    /* the server ends a session nobody keeps alive after 2 minutes */
  }
}
