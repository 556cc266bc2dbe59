// For lazily loaded pages of other features only (voice, call, video): nothing here is in the main bundle.
export { ClosingMood, EndedMood, OpeningMood } from './mood-prompts.tsx';
export { moodAsked } from './set-mood.ts';
