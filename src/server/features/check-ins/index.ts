export { listCheckIns } from './repository.ts';
export { checkInsData } from './personal-data.ts';
