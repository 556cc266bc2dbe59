import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Spec §2: any path the router does not know. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-peach-100 text-stone-800">
        <CircleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        404 Page Not Found
      </h1>
      <p className="mt-3 text-lg text-stone-600">Did you forget to add the page to the router?</p>
      <p className="mt-2 text-stone-600">The page you were looking for isn't here. Let's get you somewhere familiar.</p>
      <Link href="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Go to home
      </Link>
    </div>
  );
}
