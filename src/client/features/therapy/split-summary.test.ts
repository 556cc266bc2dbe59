import { describe, expect, it } from 'vitest';
import { splitSummary } from './split-summary.ts';

describe('splitSummary', () => {
  it('splits the summary from its next steps', () => {
    expect(splitSummary('We talked about sleep.\n\nNext Steps:\n- Try the breathing exercise\n- Note one good moment')).toEqual({
      summary: 'We talked about sleep.',
      nextSteps: ['Try the breathing exercise', 'Note one good moment'],
    });
  });

  it('accepts numbered steps and a summary without steps', () => {
    expect(splitSummary('A.\n\nNext Steps:\n1. One\n2) Two').nextSteps).toEqual(['One', 'Two']);
    expect(splitSummary('Only a summary.')).toEqual({ summary: 'Only a summary.', nextSteps: [] });
  });
});
