import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useResendVerificationEmail } from '@/lib/resend-verification.ts';
import { identityErrorMessage } from '../identity-error.ts';
import { useAuth } from '../auth-provider.tsx';
import { bannerDismissedToday, dismissBannerToday } from '../verify-banner-dismissal.ts';

/**
 * A quiet note for readers who have not confirmed their email yet. Reading, plans and journaling work
 * without it; what needs a proved address (admin rights from ADMIN_EMAILS) waits for it. The reader may
 * set it aside for the day (kept on this device); the profile menu and /account still offer the link.
 */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const resend = useResendVerificationEmail();
  const userId = user?.id ?? '';
  const [dismissed, setDismissed] = useState(() => bannerDismissedToday(userId));
  if (!user || user.emailVerified || dismissed) return null;
  const dismiss = () => {
    dismissBannerToday(userId);
    setDismissed(true);
    // Focus was on the button that just went away: the page's main landmark takes it.
    document.getElementById('main')?.focus();
  };
  return (
    <section
      aria-label="Email verification"
      className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 pt-3 text-sm text-muted-foreground sm:gap-x-4 md:px-6"
    >
      <p className="min-w-0 flex-1">
        Please verify your email address
        {/* On a phone the address (also in the profile menu) would take two more lines. */}
        <span className="max-sm:hidden">
          : we sent a link to <span className="font-medium text-foreground">{user.email}</span>
        </span>
        .
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        loading={resend.isPending}
        onClick={() => resend.mutate()}
      >
        <span className="max-sm:sr-only">Resend email</span>
        <span aria-hidden className="sm:hidden">
          Resend
        </span>
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        className="-mr-2 text-muted-foreground"
        title="Hide until tomorrow"
        aria-label="Hide the verification note until tomorrow"
        onClick={dismiss}
      >
        <X aria-hidden />
      </Button>
      <p role="status" className="basis-full empty:hidden">
        {resend.isSuccess ? resend.data.message : ''}
      </p>
      {resend.isError && (
        <p role="alert" className="basis-full text-destructive">
          {identityErrorMessage(resend.error, 'We could not send the email. Please try again.')}
        </p>
      )}
    </section>
  );
}
