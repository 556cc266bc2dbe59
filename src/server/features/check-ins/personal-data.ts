import { checkIns } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../../platform/personal-data.ts';
import { listCheckIns } from './repository.ts';

/** Every check-in with its answers, score and band, decrypted, newest first. */
export const checkInsData: PersonalDataPart = {
  name: 'checkIns',
  tables: [checkIns],
  collect: ({ db, cipher, ownerId, actorId }) => listCheckIns(db, cipher, ownerId, actorId),
};
