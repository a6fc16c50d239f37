import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog.tsx';
import { handleUnauthorized } from '@/features/auth/hooks/use-session-check.ts';
import { isUnauthorizedError } from '@/lib/api-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { router } from './router.tsx';

export function App() {
  const [queryClient] = useState(() =>
    createQueryClient((error) => {
      if (isUnauthorizedError(error)) handleUnauthorized();
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <SignInDialog />
      </AuthProvider>
      <Toaster visibleToasts={1} duration={5000} position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
