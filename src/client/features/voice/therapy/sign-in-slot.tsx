import { toast } from '../../../components/ui/toast-store.ts';
import { AuthForm } from '../../auth/auth-form.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

/** The voice screen's sign-in / create-account modal, with the app's real account form (DECISIONS §4). */
export function SignInSlot({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <SignInPrompt open={open} onOpenChange={onOpenChange}>
      <AuthForm
        initialMode="signup"
        onSuccess={(user, mode) => {
          onOpenChange(false);
          toast({
            title: mode === 'signup' ? 'Account created' : 'Signed in',
            description: `Welcome${user.firstName ? `, ${user.firstName}` : ''}. Your session carries on.`,
            variant: 'success',
          });
        }}
      />
    </SignInPrompt>
  );
}
