import { Button } from '@/components/ui/button.tsx';
import { useResendVerificationEmail } from '@/lib/resend-verification.ts';
import { identityErrorMessage } from '../identity-error.ts';
import { useAuth } from '../auth-provider.tsx';

/**
 * A quiet note for readers who have not confirmed their email yet. Reading, plans and journaling work
 * without it; what needs a proved address (admin rights from ADMIN_EMAILS) waits for it.
 */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const resend = useResendVerificationEmail();
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-label="Email verification"
      className="mx-auto flex w-full max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-3 text-sm text-muted-foreground"
    >
      <p className="flex-1">
        Please verify your email address: we sent a link to{' '}
        <span className="font-medium text-foreground">{user.email}</span>.
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        loading={resend.isPending}
        onClick={() => resend.mutate()}
      >
        Resend email
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
