export { billingData } from './personal-data.ts';
export { renewingPlans } from './renewing.ts';
