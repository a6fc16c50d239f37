import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from '@/lib/router.tsx';
import { LazyToaster } from '@/components/lazy-toaster.tsx';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider.tsx';
import { handleUnauthorized } from '@/features/auth/hooks/use-session-check.ts';
import { trackSignedInHint } from '@/lib/early-fetch.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { AppRoutes } from './router.tsx';

// The dialog (forms, validation) loads only when someone opens it.
const SignInDialog = lazy(() => import('@/features/auth/components/sign-in-dialog.tsx'));

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient(handleUnauthorized);
    // For the next visit: whether to start the session check before the scripts arrive (decision 135).
    trackSignedInHint(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <LazySignInDialog />
      </AuthProvider>
      <LazyToaster
        visibleToasts={1}
        duration={5000}
        position="top-center"
        theme="system"
        closeButton
      />
    </QueryClientProvider>
  );
}

function LazySignInDialog() {
  const { signInOpen } = useAuth();
  if (!signInOpen) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog />
    </Suspense>
  );
}
