import { z } from 'zod';
import type { Config } from '../../config.ts';
import { HttpError } from '../../platform/errors.ts';
import { VIDEO_CREDITS_MESSAGE, localAvatarPath, type VideoProvider } from '../../../shared/video.ts';

/** Tavus caps one conversation at an hour (max_call_duration, docs.tavus.io). */
export const TAVUS_MAX_CALL_SECONDS = 3600;

export interface CreateRequest {
  conversationId: string;
  conversationName: string;
  conversationalContext: string;
  callbackUrl: string;
  maxSeconds: number;
}

export interface CreatedConversation {
  providerConversationId: string | null;
  url: string;
}

export interface VideoProviderClient {
  kind: VideoProvider;
  personaId: string | null;
  create(request: CreateRequest): Promise<CreatedConversation>;
  /** Ends the conversation at the provider (idempotent there); a no-op for the local avatar. */
  end(providerConversationId: string): Promise<void>;
  /** What the provider says now: 'active', 'ended', or null when it cannot say (or there is no provider). */
  status(providerConversationId: string): Promise<'active' | 'ended' | null>;
}

/** The embedded default: our own avatar page, speaking through the local voice pipeline. */
export const localAvatar: VideoProviderClient = {
  kind: 'local',
  personaId: null,
  create: async ({ conversationId }) => ({ providerConversationId: null, url: localAvatarPath(conversationId) }),
  end: async () => {},
  status: async () => null,
};

const CreatedSchema = z.object({ conversation_id: z.string().min(1), conversation_url: z.url() });

const unavailable = (detail: string) =>
  new HttpError(502, `Unable to start video session: the video service answered ${detail}. Please try again later.`);

/** Tavus's REST API (https://tavusapi.com, header x-api-key): create and end conversations. */
export class TavusClient implements VideoProviderClient {
  readonly kind = 'tavus' as const;

  constructor(private readonly options: { apiKey: string; personaId: string; apiBase: string; timeoutMs: number }) {}

  get personaId(): string {
    return this.options.personaId;
  }

  private async send(path: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${this.options.apiBase.replace(/\/+$/, '')}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'x-api-key': this.options.apiKey, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      throw new HttpError(
        503,
        'Unable to start video session: the video service could not be reached. Please try again later.',
      );
    }
  }

  async create(request: CreateRequest): Promise<CreatedConversation> {
    const res = await this.send('/v2/conversations', {
      persona_id: this.options.personaId,
      conversation_name: request.conversationName,
      conversational_context: request.conversationalContext,
      callback_url: request.callbackUrl,
      properties: {
        max_call_duration: Math.min(TAVUS_MAX_CALL_SECONDS, request.maxSeconds),
        participant_left_timeout: 30,
        participant_absent_timeout: 120,
      },
    });
    // Out of conversational credits is a 402 (reported, not in Tavus's docs): spec §8 has its own words.
    if (res.status === 402) throw new HttpError(402, VIDEO_CREDITS_MESSAGE);
    if (!res.ok) throw unavailable(`${res.status}`);
    const parsed = CreatedSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw unavailable('without a conversation link');
    return { providerConversationId: parsed.data.conversation_id, url: parsed.data.conversation_url };
  }

  async end(providerConversationId: string): Promise<void> {
    const res = await this.send(`/v2/conversations/${encodeURIComponent(providerConversationId)}/end`, {});
    // Already ended or gone is what we wanted.
    if (!res.ok && res.status !== 400 && res.status !== 404) throw unavailable(`${res.status} when ending`);
  }

  /**
   * GET /v2/conversations/{id}: its `status` is 'active' or 'ended' (docs.tavus.io); anything else is
   * unknown, including the documented 400 'Invalid conversation_id' (our own liveness rules then decide).
   */
  async status(providerConversationId: string): Promise<'active' | 'ended' | null> {
    const res = await this.send(`/v2/conversations/${encodeURIComponent(providerConversationId)}`).catch(() => null);
    if (res?.status === 404) return 'ended';
    if (!res?.ok) return null;
    const parsed = StatusSchema.safeParse(await res.json().catch(() => null));
    return parsed.success ? parsed.data.status : null;
  }
}

const StatusSchema = z.object({ status: z.enum(['active', 'ended']) });

export function createVideoProvider(config: Config): VideoProviderClient {
  if (!config.TAVUS_API_KEY || !config.TAVUS_PERSONA_ID) return localAvatar;
  return new TavusClient({
    apiKey: config.TAVUS_API_KEY,
    personaId: config.TAVUS_PERSONA_ID,
    apiBase: config.TAVUS_API_BASE,
    timeoutMs: config.TAVUS_TIMEOUT_MS,
  });
}
