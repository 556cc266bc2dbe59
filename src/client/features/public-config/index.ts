export { useConfig } from './get-config.ts';
