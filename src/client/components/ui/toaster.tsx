import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { dismissToast, TOAST_DURATION_MS, useToasts, type ToastVariant } from './toast-store.ts';

const looks: Record<ToastVariant, { box: string; icon: typeof Info; iconClass: string }> = {
  default: { box: 'border-stone-200 bg-white', icon: Info, iconClass: 'text-brand-700' },
  success: { box: 'border-brand-200 bg-white', icon: CircleCheck, iconClass: 'text-brand-700' },
  destructive: { box: 'border-red-200 bg-red-50', icon: CircleAlert, iconClass: 'text-red-700' },
};

/** Radix Toast with the spec's behaviour: 5000 ms, swipe right past 50 px, F8 focuses the viewport. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map(({ id, title, description, variant = 'default', open }) => {
        const look = looks[variant];
        const Icon = look.icon;
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            onOpenChange={(next) => !next && dismissToast(id)}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-11 shadow-lg shadow-stone-900/10',
              'motion-safe:data-[state=open]:animate-toast-in data-[state=closed]:opacity-0',
              look.box,
            )}
          >
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', look.iconClass)} />
            <div className="min-w-0">
              <ToastPrimitive.Title className="font-semibold text-stone-900">{title}</ToastPrimitive.Title>
              {description && (
                <ToastPrimitive.Description className="mt-0.5 text-sm text-stone-700">
                  {description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="absolute top-2.5 right-2.5 inline-flex size-8 items-center justify-center rounded-full text-stone-500 hover:bg-stone-900/5 hover:text-stone-800"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-3 outline-none sm:p-5"
      />
    </ToastPrimitive.Provider>
  );
}
