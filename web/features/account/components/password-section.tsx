import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- form validation; /account is its own lazy chunk
import { z } from 'zod';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- form validation; /account is its own lazy chunk
import { changePasswordSchema } from '@contract/auth.ts';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { serverMessageOr } from '../format.ts';
import { AccountField } from './account-field.tsx';
import { AccountSection } from './account-section.tsx';

const passwordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const PASSWORD_CHANGED =
  'Your password has been changed. Other devices signed in to your account have been signed out.';

/** Password: current, new and confirm; the server checks the current one and its stricter policy. */
export function PasswordSection({ email }: { email: string }) {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setDone(false);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          setDone(true);
        },
      },
    );
  });

  return (
    <AccountSection
      title="Password"
      icon={<KeyRound />}
      description="Changing your password signs you out on your other devices."
    >
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
        <AccountField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
          <AccountField
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <AccountField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
        </div>
        {change.isError && (
          <Alert variant="destructive">
            <AlertDescription>
              {serverMessageOr(change.error, 'Unable to change your password. Please try again.')}
            </AlertDescription>
          </Alert>
        )}
        <p role="status" className="flex items-start gap-2 text-sm text-success empty:hidden">
          {done && (
            <>
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
              {PASSWORD_CHANGED}
            </>
          )}
        </p>
        <div>
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
