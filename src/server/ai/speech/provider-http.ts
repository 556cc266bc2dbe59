export type SpeechProviderFailure =
  'timeout' | 'aborted' | 'network' | 'http' | 'bad_response' | 'too_large' | 'unavailable';

/** A speech provider failed; the message is safe to log and never holds a credential. */
export class SpeechProviderError extends Error {
  constructor(
    readonly service: string,
    readonly failure: SpeechProviderFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SpeechProviderError';
  }
}

export function endpoint(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Providers sometimes echo part of a key in their messages ("Incorrect API key provided: sk-…"). */
export function redactSecrets(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text.replace(/\b(sk|rk|pk)-[A-Za-z0-9_*.-]{4,}/g, '[redacted]');
  for (const s of secrets) if (s && s.length >= 6) out = out.split(s).join('[redacted]');
  return out;
}

interface CallOptions {
  service: string;
  timeoutMs: number;
  signal?: AbortSignal;
  apiKey?: string;
  fetchImpl?: typeof fetch;
}

/** POST with a deadline; every failure becomes a SpeechProviderError a person can act on. */
export async function postToProvider(url: string, init: RequestInit, options: CallOptions): Promise<Response> {
  const { service, timeoutMs, apiKey } = options;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const headers = new Headers(init.headers);
  if (apiKey) headers.set('authorization', `Bearer ${apiKey}`);
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(url, { ...init, headers, signal });
  } catch (error) {
    throw failureFrom(error, options, deadline);
  }
  if (!response.ok) {
    const detail = await errorDetail(response);
    throw new SpeechProviderError(
      service,
      'http',
      redactSecrets(`The ${service} service answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`, [apiKey]),
      response.status,
    );
  }
  return response;
}

/** Reads a body with a size cap, mapping a mid-body timeout like a request timeout. */
export async function readBody(response: Response, maxBytes: number, options: CallOptions): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge(options.service, maxBytes);
  const parts: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response.body ?? []) {
      total += chunk.byteLength;
      if (total > maxBytes) throw tooLarge(options.service, maxBytes);
      parts.push(Buffer.from(chunk));
    }
  } catch (error) {
    if (error instanceof SpeechProviderError) throw error;
    throw failureFrom(error, options);
  }
  return Buffer.concat(parts, total);
}

function tooLarge(service: string, maxBytes: number): SpeechProviderError {
  return new SpeechProviderError(
    service,
    'too_large',
    `The ${service} service sent more than ${Math.round(maxBytes / 1e6)} MB`,
  );
}

function failureFrom(error: unknown, options: CallOptions, deadline?: AbortSignal): SpeechProviderError {
  const { service, timeoutMs } = options;
  const name = (error as { name?: string } | null)?.name;
  if (deadline?.aborted || name === 'TimeoutError') {
    return new SpeechProviderError(service, 'timeout', `The ${service} service did not answer within ${timeoutMs} ms`);
  }
  if (options.signal?.aborted || name === 'AbortError') {
    return new SpeechProviderError(service, 'aborted', `The ${service} request was cancelled`);
  }
  const cause = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return new SpeechProviderError(
    service,
    'network',
    `Could not reach the ${service} service${cause ? ` (${cause})` : ''}`,
  );
}

async function errorDetail(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).slice(0, 2000);
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof message === 'string') return message.slice(0, 300);
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}
