/**
 * Quiet loading state for lazily loaded pages; appears only after a short delay to avoid a flash.
 * A full screen tall, so the footer waits below the fold rather than being pushed down in view
 * when the page arrives (Lighthouse counts that as layout shift).
 */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center opacity-0 motion-safe:animate-[fade-in_0.3s_ease-out_0.4s_both] motion-reduce:opacity-100"
    >
      <span
        className="size-8 rounded-full border-[3px] border-brand-100 border-t-brand-600 motion-safe:animate-spin"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
