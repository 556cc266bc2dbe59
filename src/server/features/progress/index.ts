export { listSessionMoods } from './moods-repo.ts';
export { moodsData } from './personal-data.ts';
