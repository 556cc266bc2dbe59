import { termsAcceptances } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../../platform/personal-data.ts';
import { listAcceptances } from './repository.ts';

/** Every acceptance of the terms: which version, for which trial, when. */
export const consentsData: PersonalDataPart = {
  name: 'consents',
  tables: [termsAcceptances],
  async collect({ db, ownerId }) {
    const rows = await listAcceptances(db, ownerId);
    return rows.map((r) => ({
      id: r.id,
      trialType: r.trialType,
      termsVersion: r.termsVersion,
      acceptedAt: r.acceptedAt.toISOString(),
    }));
  },
};
