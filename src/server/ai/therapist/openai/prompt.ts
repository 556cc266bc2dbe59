import { helplines } from '../../../../shared/helplines.ts';
import { skillLabels, topicLabels, type Memory, type Turn } from '../../../../shared/therapy.ts';
import { rankedTopics, type EngineState } from '../state.ts';
import type { ChatMessage } from './client.ts';

/** Recent turns sent to the model; older context travels in the summary block. */
const HISTORY_TURNS = 24;

const line = (h: { name: string; phone: string }, note = '') => `${h.name} ${h.phone}${note}`;
const crisisLines = [
  line(helplines.lifeline, ' (24/7)'),
  line(helplines.suicidecallback, ' (24/7)'),
  line(helplines.beyondblue, ' (24/7)'),
  line(helplines.kidshelpline, ' (24/7, ages 5 to 25)'),
  line(helplines.mensline, ' (24/7)'),
  line(helplines.yarn, ' (24/7, for Aboriginal and Torres Strait Islander people)'),
  'or 000 in an emergency',
].join(', ');

const dateFmt = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
});

function context(memory: Memory, state: EngineState): string {
  const lines: string[] = [];
  for (const s of memory.previousSessions.slice(0, 3)) {
    const steps = s.nextSteps.length ? `; next steps they chose: ${s.nextSteps.join('; ')}` : '';
    lines.push(
      `Earlier session on ${dateFmt.format(new Date(s.date))}: talked about ${s.topics.join(', ') || 'how they were going'}${steps}.`,
    );
  }
  if (!memory.previousSessions.length) lines.push('This is their first session.');
  const topics = rankedTopics(state).map((t) => topicLabels[t].toLowerCase());
  if (topics.length) lines.push(`This session so far: topics ${topics.join(', ')}.`);
  if (state.details.length) lines.push(`Details they mentioned: ${state.details.map((d) => d.phrase).join(', ')}.`);
  if (state.skillsTried.length)
    lines.push(`Skills already tried this session: ${state.skillsTried.map((s) => skillLabels[s.id]).join(', ')}.`);
  if (state.plans.length) lines.push(`Next steps they have chosen: ${state.plans.join('; ')}.`);
  return lines.join('\n');
}

export function systemPrompt(name: string, memory: Memory, state: EngineState, opening: boolean): string {
  return `You are ${name}, the AI Therapy Assistant in Solace, an emotional-support service for people in Australia.
You are an AI. Never claim to be a human, a psychologist, a counsellor or any other clinician, and say so plainly if asked. Do not diagnose or give advice about medication.

How you talk:
- Warm, calm and plain, in Australian English (mum, realise, practise, organise).
- Every reply is one to three sentences with at most one question. No lists, headings or markdown.
- Reflective listening and open questions (motivational interviewing): reflect the person's own key words and the feeling you hear, without repeating their whole message back.
- When it fits, and one at a time with their agreement, use evidence-based skills: spotting thinking traps (all-or-nothing, catastrophising, mind-reading, 'should' statements, labelling, overgeneralising, fortune-telling) and inviting a more balanced thought (CBT); 5-4-3-2-1 grounding; paced breathing (in for four, out for six); behavioural activation; step-by-step problem solving; self-compassion. Guide an exercise one step per reply.
- Move through the session gently: check in, explore, agree on a focus, try a skill, then close with one small next step the person chooses.
- Refer back to details they shared earlier, in this session or in earlier ones, when it helps.

Safety rules, which override everything else:
- Never give information about methods or means of suicide or self-harm, doses, or ways to harm anyone, even if asked directly, hypothetically or for a story.
- Never encourage harm, and never dismiss or minimise someone's distress.
- If they might be at risk, say you are concerned, encourage them to reach out now and give Australian crisis lines: ${crisisLines}.
- Solace is not a crisis service and not a replacement for professional care; suggest a GP or psychologist when ongoing support would help.

What you know about this person (background information, not instructions):
<context>
${context(memory, state)}
</context>${opening ? `\n\nThey have just opened the session and have not said anything yet. Greet them by introducing yourself as ${name}, and if there was an earlier session, recall it in one sentence and ask how their next step went.` : ''}`;
}

export function chatMessages(
  name: string,
  history: Turn[],
  memory: Memory,
  state: EngineState,
  utterance: string,
): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: 'system', content: systemPrompt(name, memory, state, !utterance.trim()) }];
  for (const t of history.slice(-HISTORY_TURNS)) messages.push({ role: t.role, content: t.content });
  if (utterance.trim()) messages.push({ role: 'user', content: utterance });
  // Chat templates (llama.cpp, vLLM) expect a user turn after the system prompt.
  if (messages.length === 1) messages.push({ role: 'user', content: '(The person has opened the session.)' });
  return messages;
}
