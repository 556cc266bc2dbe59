/**
 * Prints a scripted 15-turn session with the embedded engine and its summary, to read as a user would.
 * Run: npx tsx src/server/ai/therapist/demo.ts [seed]
 */
import type { Turn } from '../../../shared/therapy.ts';
import { summariseSession } from '../summary/embedded.ts';
import { demoMemory, demoNow, demoScript } from './demo-script.ts';
import { EmbeddedTherapist } from './embedded/engine.ts';
import type { EngineState } from './state.ts';

const out = (line = '') => process.stdout.write(`${line}\n`);

async function main() {
  const seed = Number(process.argv[2] ?? 1);
  const therapist = new EmbeddedTherapist(process.env.THERAPIST_NAME ?? 'Sage');
  const history: Turn[] = [];
  let state: EngineState | undefined;
  for (const [i, utterance] of ['', ...demoScript].entries()) {
    const turn = therapist.reply({
      history,
      memory: demoMemory,
      utterance,
      sessionId: 'demo',
      seed,
      state,
      now: demoNow,
    });
    let text = '';
    for await (const chunk of turn) text += chunk;
    const outcome = await turn.outcome;
    state = outcome.state;
    if (utterance) {
      history.push({ role: 'user', content: utterance });
      out(`${String(i).padStart(2)} You:  ${utterance}`);
    }
    history.push({ role: 'assistant', content: text });
    out(`   ${therapist.name}: ${text}`);
    out(
      `        [${outcome.phase}; topics: ${outcome.topics.join(', ') || '-'}; skills: ${outcome.skillsUsed.join(', ') || '-'}]`,
    );
    out();
  }
  const summary = summariseSession({ history, engineState: state, durationMinutes: 18, therapistName: therapist.name });
  out('--- Summary document ---');
  out(`Title: ${summary.title}`);
  out(`Topics: ${summary.topics.join(', ')}`);
  out(summary.content);
}

await main();
