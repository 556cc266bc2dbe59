export { AuthForm } from './auth-form.tsx';
export { getUserQueryOptions, useUser } from './get-user.ts';
