export { memoryRoutes } from './routes.ts';
export { insertSessionMemory, memoryForNewSession } from './memory-repo.ts';
export { memoryData } from './personal-data.ts';
