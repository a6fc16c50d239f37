import { createBrowserRouter } from 'react-router';
import { ProtectedLayout } from './protected-layout.tsx';
import { RootLayout } from './root-layout.tsx';

/** Every route of the spec's route table; each screen is its own lazily loaded chunk. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      // Landing for visitors, Today for signed-in readers.
      { path: '/', lazy: () => import('./routes/home.tsx') },
      { path: '/subscription', lazy: () => import('./routes/subscription.tsx') },
      { path: '/secret-admin-portal', lazy: () => import('./routes/secret-admin-portal.tsx') },
      { path: '/about', lazy: () => import('./routes/about.tsx') },
      {
        element: <ProtectedLayout />,
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
