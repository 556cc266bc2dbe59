export { readSafetyPlan } from './repository.ts';
