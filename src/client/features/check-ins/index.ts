export { useCheckIns } from './get-check-ins.ts';
export { CheckInHistory } from './check-in-history.tsx';
