import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- form validation; this dialog is its own lazy chunk
import { z } from 'zod';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- form validation; this dialog is its own lazy chunk
import { signInSchema } from '@contract/auth.ts';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { confirmPasswordReset } from '../api/confirm-password-reset.ts';
import { identityErrorMessage } from '../identity-error.ts';
import { useAuth } from '../auth-provider.tsx';
import { FormField } from './form-field.tsx';

const schema = z
  .object({ password: signInSchema.shape.password, confirmPassword: signInSchema.shape.password })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

/** Opened by the emailed link (/?reset=TOKEN): sets a new password, then offers sign-in. */
export function ResetPasswordDialog({ token, onDone }: { token: string; onDone: () => void }) {
  const { setSignInOpen } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    setError(null);
    setLoading(true);
    try {
      await confirmPasswordReset(token, v.password);
      toast.success('Password updated', { description: 'Sign in with your new password.' });
      onDone();
      setSignInOpen(true);
    } catch (err) {
      setError(identityErrorMessage(err, 'Failed to reset your password'));
    } finally {
      setLoading(false);
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onDone()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle className="font-serif text-2xl">Choose a new password</DialogTitle>
          <DialogDescription>
            Your reset link works once and expires after an hour.
          </DialogDescription>
        </DialogHeader>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            label="New password"
            type="password"
            autoComplete="new-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <FormField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            error={form.formState.errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" loading={loading}>
            Set new password
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
