import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { RootLayout } from './root-layout.tsx';

/** Every route of the spec's route table; each screen is its own lazily loaded chunk. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: PageSpinner,
    children: [
      // Landing for visitors, Today for signed-in readers.
      { path: '/', lazy: () => import('./routes/home.tsx') },
      { path: '/subscription', lazy: () => import('./routes/subscription.tsx') },
      { path: '/secret-admin-portal', lazy: () => import('./routes/secret-admin-portal.tsx') },
      { path: '/about', lazy: () => import('./routes/about.tsx') },
      {
        // The signed-in frame (menus, avatar) is its own chunk: visitors on the landing page skip it.
        lazy: () =>
          import('./protected-layout.tsx').then((m) => ({ Component: m.ProtectedLayout })),
        children: [
          { path: '/journal', lazy: () => import('./routes/journal.tsx') },
          { path: '/notebook', lazy: () => import('./routes/notebook.tsx') },
          { path: '/plans', lazy: () => import('./routes/plans.tsx') },
          { path: '/admin', lazy: () => import('./routes/admin.tsx') },
          { path: '/admin/users', lazy: () => import('./routes/admin-users.tsx') },
          { path: '/admin/users/:userId', lazy: () => import('./routes/admin-user.tsx') },
          { path: '/admin/plans', lazy: () => import('./routes/admin-plans.tsx') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]);
