import { AlertTriangle } from 'lucide-react';

/** Spec §8's payment alerts, shown where the person is looking, with our server's reason when there is one. */
export function CheckoutAlert({ text, detail }: { text: string; detail?: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{text}</p>
        {detail && detail !== text && <p className="mt-1">{detail}</p>}
      </div>
    </div>
  );
}
