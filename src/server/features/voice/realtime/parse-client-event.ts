import {
  ClientEventSchema,
  clientEventTypes,
  MAX_APPEND_BASE64_CHARS,
  REALTIME_CHUNK_SAMPLES,
  type ClientEvent,
} from '../../../../shared/realtime.ts';

export type ParsedClientEvent = { ok: true; event: ClientEvent } | { ok: false; message: string };

/** Room for the largest append plus its JSON envelope. */
export const MAX_CLIENT_EVENT_CHARS = MAX_APPEND_BASE64_CHARS + 1024;
/** Beyond this a frame is refused without parsing it at all. */
const HARD_LIMIT = 256 * 1024;

const KNOWN = new Set<string>(clientEventTypes);

/** Validates one text frame from the browser on /ws/realtime, with a message a developer can act on. */
export function parseClientEvent(raw: string | Buffer): ParsedClientEvent {
  if (raw.length > HARD_LIMIT) return tooLarge(raw.length);
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'Message is not valid JSON.' };
  }
  const type =
    typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') return { ok: false, message: "Message must be a JSON object with a string 'type'." };
  if (!KNOWN.has(type)) {
    return {
      ok: false,
      message: `Unknown event type '${type.slice(0, 80)}'. This socket accepts: ${clientEventTypes.join(', ')}.`,
    };
  }
  const parsed = ClientEventSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
    return { ok: false, message: `${type}: ${where}${issue?.message ?? 'invalid event'}` };
  }
  // Checked after the schema so an oversized append gets the audio-specific message.
  if (text.length > MAX_CLIENT_EVENT_CHARS) return tooLarge(text.length);
  return { ok: true, event: parsed.data };
}

function tooLarge(length: number): ParsedClientEvent {
  return {
    ok: false,
    message: `Message is too large (${length} characters; at most ${MAX_CLIENT_EVENT_CHARS}). Send audio in ${REALTIME_CHUNK_SAMPLES}-sample chunks.`,
  };
}
