import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- form validation; this dialog is its own lazy chunk
import { z } from 'zod';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- form validation; this dialog is its own lazy chunk
import { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from '@contract/auth.ts';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { usePublicConfig } from '@/lib/public-config.ts';
import { createAccount } from '../api/create-account.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { signInWithGoogle } from '../api/sign-in-with-google.ts';
import { signInWithPassword } from '../api/sign-in-with-password.ts';
import { identityErrorMessage } from '../identity-error.ts';
import { useAuth } from '../auth-provider.tsx';
import { FormField } from './form-field.tsx';

type Tab = 'signin' | 'signup';
const resetSchema = z.object({ email: signInSchema.shape.email });

/** The sign-in dialog of the spec: two tabs, Google, email forms, one destructive alert above the tabs. */
export default function SignInDialog() {
  const { signInOpen, setSignInOpen, completeSignIn } = useAuth();
  const config = usePublicConfig();
  const [tab, setTab] = useState<Tab>('signin');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [resetSent, setResetSent] = useState<string | null>(null);

  const signInForm = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const signUpForm = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const resetForm = useForm<{ email: string }>({
    resolver: zodResolver(resetSchema),
    defaultValues: { email: '' },
  });

  /** Runs one attempt: clears the error first, disables the buttons, and closes the dialog on success. */
  async function attempt(run: () => Promise<void>, fallback: string) {
    setError(null);
    setLoading(true);
    try {
      await run();
    } catch (err) {
      setError(identityErrorMessage(err, fallback));
    } finally {
      setLoading(false);
    }
  }

  const finish = async (result: Awaited<ReturnType<typeof signInWithPassword>>) => {
    await completeSignIn(result);
    setSignInOpen(false);
  };

  const onSignIn = signInForm.handleSubmit((v) =>
    attempt(async () => finish(await signInWithPassword(v.email, v.password)), 'Failed to sign in'),
  );
  const onSignUp = signUpForm.handleSubmit((v) =>
    attempt(
      async () => finish(await createAccount(v.email, v.password)),
      'Failed to create account',
    ),
  );
  const onGoogle = () =>
    attempt(
      async () => finish(await signInWithGoogle(config.data?.googleSignIn)),
      'Failed to sign in with Google',
    );
  const onReset = resetForm.handleSubmit((v) =>
    attempt(async () => {
      const res = await requestPasswordReset(v.email);
      setResetSent(res.message);
    }, 'Failed to send the reset link'),
  );

  const onOpenChange = (open: boolean) => {
    // Escape and a click outside wait for the request too, like Cancel.
    if (!open && loading) return;
    setSignInOpen(open);
    if (!open) {
      setError(null);
      setResetting(false);
      setResetSent(null);
    }
  };

  const googleButton = (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      onClick={onGoogle}
      disabled={loading}
    >
      <GoogleMark />
      Continue with Google
    </Button>
  );

  return (
    <Dialog open={signInOpen} onOpenChange={onOpenChange}>
      <DialogContent showCloseButton={false} className="max-w-md">
        <DialogHeader>
          <DialogTitle className="font-serif text-2xl">Welcome to Lamplight</DialogTitle>
          <DialogDescription>Sign in to begin your scripture journey</DialogDescription>
        </DialogHeader>

        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}

        <Tabs
          value={tab}
          onValueChange={(v) => {
            setTab(v as Tab);
            setError(null);
            setResetting(false);
          }}
        >
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Create Account</TabsTrigger>
          </TabsList>

          <TabsContent value="signin" className="grid gap-4 pt-4">
            {resetting ? (
              <form onSubmit={onReset} noValidate className="grid gap-4">
                <p className="text-sm text-muted-foreground">
                  Enter your email and we will send you a link to choose a new password.
                </p>
                <FormField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  error={resetForm.formState.errors.email?.message}
                  {...resetForm.register('email')}
                />
                {resetSent && (
                  <Alert>
                    <AlertDescription>{resetSent}</AlertDescription>
                  </Alert>
                )}
                <Button type="submit" loading={loading}>
                  Send reset link
                </Button>
                <Button
                  type="button"
                  variant="link"
                  onClick={() => setResetting(false)}
                  disabled={loading}
                >
                  Back to sign in
                </Button>
              </form>
            ) : (
              <>
                {googleButton}
                <Divider text="Or continue with email" />
                <form onSubmit={onSignIn} noValidate className="grid gap-4">
                  <FormField
                    label="Email"
                    type="email"
                    autoComplete="email"
                    error={signInForm.formState.errors.email?.message}
                    {...signInForm.register('email')}
                  />
                  <FormField
                    label="Password"
                    type="password"
                    autoComplete="current-password"
                    error={signInForm.formState.errors.password?.message}
                    {...signInForm.register('password')}
                  />
                  <Button
                    type="button"
                    variant="link"
                    className="justify-self-start text-sm"
                    disabled={loading}
                    onClick={() => {
                      setError(null);
                      setResetSent(null);
                      resetForm.setValue('email', signInForm.getValues('email'));
                      setResetting(true);
                    }}
                  >
                    Forgot password?
                  </Button>
                  <Button type="submit" loading={loading}>
                    Sign In
                  </Button>
                </form>
              </>
            )}
          </TabsContent>

          <TabsContent value="signup" className="grid gap-4 pt-4">
            {googleButton}
            <Divider text="Or create account with email" />
            <form onSubmit={onSignUp} noValidate className="grid gap-4">
              <FormField
                label="Email"
                type="email"
                autoComplete="email"
                error={signUpForm.formState.errors.email?.message}
                {...signUpForm.register('email')}
              />
              <FormField
                label="Password"
                type="password"
                autoComplete="new-password"
                error={signUpForm.formState.errors.password?.message}
                {...signUpForm.register('password')}
              />
              <FormField
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
                error={signUpForm.formState.errors.confirmPassword?.message}
                {...signUpForm.register('confirmPassword')}
              />
              <Button type="submit" loading={loading}>
                Create Account
              </Button>
            </form>
          </TabsContent>
        </Tabs>

        <DialogFooter>
          {/* Spec §4: the loading flag disables the buttons, Cancel included, while a request runs. */}
          <Button
            type="button"
            variant="ghost"
            onClick={() => onOpenChange(false)}
            disabled={loading}
          >
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Divider({ text }: { text: string }) {
  return (
    <div className="flex items-center gap-3 text-xs tracking-wide text-muted-foreground uppercase">
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
      {text}
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}
