import { memoryItems } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../../platform/personal-data.ts';
import { listMemory } from './memory-repo.ts';

/** What the therapist carries between sessions, decrypted, each item with its source session. */
export const memoryData: PersonalDataPart = {
  name: 'memory',
  tables: [memoryItems],
  collect: ({ db, cipher, ownerId, actorId }) => listMemory(db, cipher, ownerId, actorId),
};
