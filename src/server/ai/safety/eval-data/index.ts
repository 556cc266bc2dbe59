import { elevatedCases } from './elevated.ts';
import { heldOut2Cases, heldOut2Sequences } from './held-out-2.ts';
import { heldOut3Cases, heldOut3Sequences } from './held-out-3.ts';
import { heldOut4Cases, heldOut4Sequences } from './held-out-4.ts';
import { heldOut5Cases, heldOut5Sequences } from './held-out-5.ts';
import { heldOut6Cases, heldOut6Sequences } from './held-out-6.ts';
import { heldOut7Cases, heldOut7Sequences } from './held-out-7.ts';
import { heldOutCases, heldOutSequences } from './held-out.ts';
import { highCases } from './high.ts';
import { immediateCases } from './immediate.ts';
import { indirectCases } from './indirect.ts';
import { negativeCases } from './negatives.ts';
import { sequences } from './sequences.ts';
import { situationNegative2Cases } from './situation-negatives-2.ts';
import { situationNegativeCases } from './situation-negatives.ts';
import type { EvalCase, EvalSequence } from './types.ts';

export { sequences };
export * from './types.ts';

/** Single messages, each assessed in a fresh session. */
export const singleCases: EvalCase[] = [
  ...immediateCases,
  ...highCases,
  ...indirectCases,
  ...elevatedCases,
  ...negativeCases,
  ...heldOutCases,
  ...heldOut2Cases,
  ...heldOut3Cases,
  ...heldOut4Cases,
  ...heldOut5Cases,
  ...heldOut6Cases,
  ...heldOut7Cases,
  ...situationNegativeCases,
  ...situationNegative2Cases,
];

/** Every message in the set as a one-turn or multi-turn conversation. */
export const allConversations: EvalSequence[] = [
  ...singleCases.map((c) => ({ name: c.text, turns: [c] })),
  ...sequences,
  ...heldOutSequences,
  ...heldOut2Sequences,
  ...heldOut3Sequences,
  ...heldOut4Sequences,
  ...heldOut5Sequences,
  ...heldOut6Sequences,
  ...heldOut7Sequences,
];
