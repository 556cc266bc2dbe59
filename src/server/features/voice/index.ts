export { voiceData } from './personal-data.ts';
