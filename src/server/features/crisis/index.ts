export { crisisEventInsert, recordCrisisEvent, type CrisisEventInput } from './repository.ts';
export { crisisData } from './personal-data.ts';
