import { AlertCircle, BadgeCheck, Mail } from 'lucide-react';
import type { User } from '@contract/auth.ts';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useResendVerificationEmail } from '@/lib/resend-verification.ts';
import { serverMessageOr } from '../format.ts';
import { AccountSection } from './account-section.tsx';

/** Email: the address, whether it is verified, and a way to resend the link when it is not. */
export function EmailSection({ user }: { user: User }) {
  const resend = useResendVerificationEmail();
  return (
    <AccountSection
      title="Email"
      icon={<Mail />}
      description="The address you sign in with and where we send password resets."
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="min-w-0 font-medium break-all">{user.email}</span>
          {user.emailVerified ? (
            <Badge variant="outline" className="gap-1 border-success/50 text-success">
              <BadgeCheck aria-hidden className="size-3.5" />
              Verified
            </Badge>
          ) : (
            <Badge variant="outline" className="gap-1">
              <AlertCircle aria-hidden className="size-3.5" />
              Not verified
            </Badge>
          )}
        </div>
        {!user.emailVerified && (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              Verifying your email lets you reset your password if you ever forget it.
            </p>
            <div>
              <Button
                variant="outline"
                className="h-auto min-h-11 max-w-full whitespace-normal py-2 text-center md:min-h-10"
                onClick={() => resend.mutate()}
                loading={resend.isPending}
                disabled={resend.isSuccess}
              >
                Resend verification email
              </Button>
            </div>
            <p role="status" className="text-sm text-success empty:hidden">
              {resend.isSuccess ? resend.data.message || 'We sent you a new link.' : ''}
            </p>
            {resend.isError && (
              <Alert variant="destructive">
                <AlertDescription>
                  {serverMessageOr(resend.error, 'Unable to send the email. Please try again.')}
                </AlertDescription>
              </Alert>
            )}
          </div>
        )}
      </div>
    </AccountSection>
  );
}
