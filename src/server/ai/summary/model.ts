import { z } from 'zod';
import { formatSummaryContent, topicLabels, type SessionSummary } from '../../../shared/therapy.ts';
import { completeChat, type ChatMessage, type ChatModel } from '../therapist/openai/client.ts';
import { ProviderError } from '../therapist/openai/errors.ts';
import type { ReplyChecker } from '../therapist/types.ts';
import type { SummariseInput } from './types.ts';

const allowedTopics = Object.values(topicLabels);

const ModelSummarySchema = z.object({
  title: z.string().trim().min(1).max(80),
  summary: z.string().trim().min(20).max(1500),
  nextSteps: z.array(z.string().trim().min(3).max(240)).min(1).max(4),
  topics: z.array(z.string()).max(3),
});

const TRANSCRIPT_CHARS = 12_000;

function transcript(input: SummariseInput): string {
  const lines = input.history.map((t) => `${t.role === 'user' ? 'Person' : input.therapistName}: ${t.content}`);
  let text = lines.join('\n');
  // Keep the end of long sessions: that is where the next steps are agreed.
  if (text.length > TRANSCRIPT_CHARS) text = `…\n${text.slice(-TRANSCRIPT_CHARS)}`;
  return text;
}

export function summaryMessages(input: SummariseInput, draft: SessionSummary): ChatMessage[] {
  const system = `You write the summary a person receives after a support session with ${input.therapistName}, an AI Therapy Assistant. Write in Australian English, in the second person ("you"), warmly and specifically, using what they actually said. Never invent facts, never diagnose, never mention methods of self-harm.
Reply with one JSON object and nothing else:
{"title": "3 to 8 words", "summary": "2 to 4 sentences", "nextSteps": ["1 to 4 short steps, each starting with a verb, that the person chose or practised"], "topics": ["up to 3 of: ${allowedTopics.join(', ')}"]}`;
  const hints = `Notes from the session (may help): topics ${draft.topics.join(', ') || 'none recognised'}; next steps noted ${draft.nextSteps.join(' | ')}.`;
  return [
    { role: 'system', content: system },
    {
      role: 'user',
      content: `Session length: ${input.durationMinutes} minutes.\n${hints}\n\nTranscript:\n${transcript(input)}`,
    },
  ];
}

/** The model's JSON, validated; topics kept only from the known list. Throws ProviderError otherwise. */
export function parseModelSummary(text: string, fallbackTopics: string[]): SessionSummary {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  let json: unknown;
  try {
    json = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new ProviderError('malformed_stream', 'summary is not JSON');
  }
  const parsed = ModelSummarySchema.safeParse(json);
  if (!parsed.success) throw new ProviderError('malformed_stream', 'summary JSON has the wrong shape');
  const { title, summary, nextSteps } = parsed.data;
  const known = parsed.data.topics
    .map((t) => allowedTopics.find((a) => a.toLowerCase() === t.trim().toLowerCase()))
    .filter((t): t is string => Boolean(t));
  const topics = known.length ? [...new Set(known)].slice(0, 3) : fallbackTopics;
  const steps = nextSteps.map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').replace(/\s+/g, ' '));
  return { title, summary, nextSteps: steps, topics, content: formatSummaryContent(summary, steps) };
}

export async function modelSummary(
  model: ChatModel,
  input: SummariseInput,
  draft: SessionSummary,
  checkReply: ReplyChecker,
): Promise<SessionSummary> {
  const text = await completeChat(model, summaryMessages(input, draft));
  const result = parseModelSummary(text, draft.topics);
  const check = checkReply(`${result.title}\n${result.summary}\n${result.nextSteps.join('\n')}`);
  if (!check.safe)
    throw new ProviderError('unsafe_output', `summary failed the output check: ${check.reasons.join(', ')}`);
  return result;
}
