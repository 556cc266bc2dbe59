export { ACCOUNT_DELETED, closeCallsOf } from './close-calls.ts';
export { voiceData } from './personal-data.ts';
