import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Where deleting the account lands: says plainly that it is done. */
export function AccountDeletedPage() {
  useDocumentTitle('Account deleted');
  return (
    <div className="mx-auto max-w-xl px-4 py-12 text-center sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900">Your account is deleted</h1>
      <p className="mt-3 leading-relaxed text-stone-700">
        Everything in it is gone, and you are signed out on every device. Thank you for trusting Solace with your
        conversations. If you ever need support again, you are welcome back.
      </p>
      <p className="mt-3 text-sm text-stone-600">
        If you are in crisis, call Lifeline on 13 11 14 or emergency services on 000.
      </p>
      <Link href="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Go to the home page
      </Link>
    </div>
  );
}
