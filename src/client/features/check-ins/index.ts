export { useCheckIns } from './get-check-ins.ts';
