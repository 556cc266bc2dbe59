export { memoryRoutes } from './routes.ts';
export { insertSessionMemory, memoryForNewSession } from './memory-repo.ts';
