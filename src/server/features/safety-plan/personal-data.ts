import { safetyPlans } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../../platform/personal-data.ts';
import { readSafetyPlan } from './repository.ts';

/** The person's own safety plan as they last saved it (the prefilled starting plan if never saved). */
export const safetyPlanData: PersonalDataPart = {
  name: 'safetyPlan',
  tables: [safetyPlans],
  collect: ({ db, cipher, ownerId, actorId }) => readSafetyPlan(db, cipher, ownerId, actorId),
};
