import { RiskTierSchema, tierRank, type RiskTier } from '../../../shared/safety.ts';
import type { SecondReader } from './assess.ts';

export interface SecondReaderConfig {
  AI_BASE_URL?: string | undefined;
  AI_API_KEY?: string | undefined;
  AI_MODEL?: string | undefined;
}

/** Past this the turn goes on without the second opinion: the person is waiting. */
export const SECOND_READER_TIMEOUT_MS = 1_500;

const PROMPT = `You check messages sent to an emotional-support service in Australia for risk to life.
Read the person's recent messages and their latest one. Answer with one word only:
none (no sign of risk), elevated (distress, no risk to life), check (risk to life possible but unclear:
a counsellor would ask directly), high (clear risk to life, not happening now), immediate (danger now).`;

function tierIn(content: unknown): RiskTier | null {
  if (typeof content !== 'string') return null;
  const word = /[a-z]+/.exec(content.toLowerCase())?.[0];
  const parsed = RiskTierSchema.safeParse(word);
  return parsed.success ? parsed.data : null;
}

/**
 * A second opinion from the configured model (OpenAI-compatible Chat Completions) on readings in
 * the uncertain band; assess.ts only ever raises with it. Down, slow, refusing or unparseable: null,
 * and the turn goes on with the reader's own tier. Undefined when no model is configured.
 */
export function createSecondReader(config: SecondReaderConfig): SecondReader | undefined {
  const { AI_BASE_URL: baseUrl, AI_MODEL: model, AI_API_KEY: apiKey } = config;
  if (!baseUrl || !model) return undefined;
  return async (text, recent) => {
    const earlier = recent.map((t, i) => `(${recent.length - i} back) ${t}`).join('\n');
    const res = await fetch(`${baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({
        model,
        temperature: 0,
        max_tokens: 3,
        stream: false,
        messages: [
          { role: 'system', content: PROMPT },
          { role: 'user', content: `${earlier ? `Earlier:\n${earlier}\n` : ''}Latest: ${text}` },
        ],
      }),
      signal: AbortSignal.timeout(SECOND_READER_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const tier = tierIn(body.choices?.[0]?.message?.content);
    return tier && tierRank(tier) >= tierRank('check') ? tier : null;
  };
}
