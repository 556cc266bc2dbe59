export { getUserQueryOptions, useUser } from './get-user.ts';
