export { useSafetyPlan } from './get-safety-plan.ts';
