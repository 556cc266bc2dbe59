export { getUserQueryOptions, useUser } from './get-user.ts';
export { signIn } from './sign-in.ts';
export { TextField } from './text-field.tsx';
