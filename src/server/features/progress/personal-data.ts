import { sessionMoods } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../../platform/personal-data.ts';
import { listSessionMoods } from './moods-repo.ts';

/** Mood before and after each session, keyed by session id. */
export const moodsData: PersonalDataPart = {
  name: 'moods',
  tables: [sessionMoods],
  async collect({ db, cipher, ownerId, actorId }) {
    return Object.fromEntries(await listSessionMoods(db, cipher, ownerId, actorId));
  },
};
