export { listCheckIns } from './repository.ts';
