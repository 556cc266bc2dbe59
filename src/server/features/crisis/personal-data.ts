import { crisisEvents } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../../platform/personal-data.ts';
import { listCrisisEvents } from './repository.ts';

/** When crisis support was shown or used (no conversation content is kept with these). */
export const crisisData: PersonalDataPart = {
  name: 'crisisEvents',
  tables: [crisisEvents],
  async collect({ db, ownerId }) {
    const rows = await listCrisisEvents(db, ownerId);
    return rows.map((r) => ({
      id: r.id,
      source: r.source,
      interactionType: r.interactionType,
      tier: r.tier,
      createdAt: r.createdAt.toISOString(),
    }));
  },
};
