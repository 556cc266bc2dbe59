export { recordCrisisEvent } from './repository.ts';
