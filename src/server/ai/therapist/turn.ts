import type { TherapistTurn, TurnOutcome } from './types.ts';

/** Word groups of 3-5 words (whitespace kept) so streaming UIs show the reply arriving. */
export function toChunks(text: string, seed = 0): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  let i = 0;
  let n = seed;
  while (i < words.length) {
    const size = 3 + (n++ % 3);
    chunks.push(words.slice(i, i + size).join(''));
    i += size;
  }
  const lead = text.match(/^\s+/)?.[0] ?? '';
  if (lead && chunks.length) chunks[0] = lead + chunks[0];
  return chunks;
}

/** Wraps a pending outcome as a streamable turn; the reply is complete before the first chunk. */
export function turnFrom(pending: Promise<TurnOutcome>): TherapistTurn {
  // Mark as handled so a caller that only iterates doesn't trip an unhandled-rejection warning.
  pending.catch(() => {});
  return {
    outcome: pending,
    async *[Symbol.asyncIterator]() {
      const { text } = await pending;
      for (const chunk of toChunks(text, text.length)) yield chunk;
    },
  };
}
