export { CrisisButton } from './crisis-button.tsx';
export { CrisisDialogProvider, useCrisisDialog } from './crisis-context.tsx';
