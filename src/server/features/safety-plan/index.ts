export { readSafetyPlan } from './repository.ts';
export { safetyPlanData } from './personal-data.ts';
