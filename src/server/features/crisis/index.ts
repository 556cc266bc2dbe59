export { recordCrisisEvent } from './repository.ts';
export { crisisData } from './personal-data.ts';
