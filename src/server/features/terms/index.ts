export { consentsData } from './personal-data.ts';
