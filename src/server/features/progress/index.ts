export { listSessionMoods } from './moods-repo.ts';
