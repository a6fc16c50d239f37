import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';

/** Stands in for the Payment Element while Stripe.js loads (about the height of its card form). */
export function PaymentElementSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-col gap-4', className)} aria-hidden>
      <div className="flex gap-2">
        <Skeleton className="h-14 flex-1 rounded-lg" />
        <Skeleton className="h-14 flex-1 rounded-lg" />
      </div>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-3.5 w-24" />
        <Skeleton className="h-11 w-full rounded-lg" />
      </div>
      <div className="flex gap-3">
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3.5 w-20" />
          <Skeleton className="h-11 w-full rounded-lg" />
        </div>
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3.5 w-16" />
          <Skeleton className="h-11 w-full rounded-lg" />
        </div>
      </div>
    </div>
  );
}

/** The whole form while its code loads: the element, the note and the buttons, so nothing jumps. */
export function PaymentFormSkeleton() {
  return (
    <div className="flex flex-col gap-5" role="status" aria-label="Loading the payment form">
      <PaymentElementSkeleton className="min-h-56" />
      <Skeleton className="h-4 w-4/5" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Skeleton className="h-11 w-full rounded-lg sm:w-24 md:h-10" />
        <Skeleton className="h-11 w-full rounded-lg sm:w-40 md:h-10" />
      </div>
    </div>
  );
}
