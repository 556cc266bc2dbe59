import { dangerConcepts } from './concepts-danger.ts';
import { selfConcepts } from './concepts-self.ts';

/**
 * A small lexicon of concepts, not of sentences: each entry names one idea (wanting, death, finality,
 * being a burden, a means, a place, now) in the many ways people say it. Frames combine concepts by
 * proximity, so a new sentence built from known ideas is read without ever being listed.
 */
export const conceptSources = { ...selfConcepts, ...dangerConcepts };

export type ConceptName = keyof typeof conceptSources;

export const concepts = Object.fromEntries(
  Object.entries(conceptSources).map(([name, src]) => [name, new RegExp(String.raw`\b(?:${src})\b`, 'g')]),
) as Record<ConceptName, RegExp>;
