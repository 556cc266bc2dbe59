export { TermsDialog } from './terms-dialog.tsx';
