import type { ComponentType } from 'react';
import { Route, Switch } from '@/lib/router.tsx';
import { lazyRoute } from './route-loading.ts';
import { ReturnAfterSignIn } from './return-after-sign-in.tsx';
import { RootLayout } from './root-layout.tsx';

// Every route of the spec's route table; each screen is its own lazily loaded chunk.
const Home = lazyRoute(() => import('./routes/home.tsx'));
const Subscription = lazyRoute(() => import('./routes/subscription.tsx'));
const SecretAdminPortal = lazyRoute(() => import('./routes/secret-admin-portal.tsx'));
const About = lazyRoute(() => import('./routes/about.tsx'));
// The signed-in frame (menus, avatar) is its own chunk: visitors on the landing page skip it.
const Protected = lazyRoute(() =>
  import('./protected-layout.tsx').then((m) => ({ Component: m.ProtectedLayout })),
);
const Journal = lazyRoute(() => import('./routes/journal.tsx'));
const Notebook = lazyRoute(() => import('./routes/notebook.tsx'));
const Marks = lazyRoute(() => import('./routes/marks.tsx'));
const Prayers = lazyRoute(() => import('./routes/prayers.tsx'));
const Plans = lazyRoute(() => import('./routes/plans.tsx'));
const Account = lazyRoute(() => import('./routes/account.tsx'));
const Admin = lazyRoute(() => import('./routes/admin.tsx'));
const AdminUsers = lazyRoute(() => import('./routes/admin-users.tsx'));
const AdminUser = lazyRoute(() => import('./routes/admin-user.tsx'));
const AdminPlans = lazyRoute(() => import('./routes/admin-plans.tsx'));
const NotFound = lazyRoute(() => import('./routes/not-found.tsx'));
// The whole Bible (issue 18): public, one chunk for its three screens (one entry here, so the
// landing page's first load carries one import map, not three); signed-in readers get their frame.
const Bible = lazyRoute(() => import('./routes/bible.tsx'));

/** The spec's route table. `signedIn` screens sit inside the signed-in frame. */
const ROUTES: { path: string; Screen: ComponentType; signedIn?: boolean }[] = [
  // Landing for visitors, Today for signed-in readers.
  { path: '/', Screen: Home },
  { path: '/subscription', Screen: Subscription },
  { path: '/secret-admin-portal', Screen: SecretAdminPortal },
  { path: '/about', Screen: About },
  { path: '/journal', Screen: Journal, signedIn: true },
  { path: '/notebook', Screen: Notebook, signedIn: true },
  // The reader's marks on the text and prayer list (decisions 164, 165).
  { path: '/marks', Screen: Marks, signedIn: true },
  { path: '/prayers', Screen: Prayers, signedIn: true },
  { path: '/plans', Screen: Plans, signedIn: true },
  // Beyond the spec's table: the reader's own account (issue 13), from the profile menu.
  { path: '/account', Screen: Account, signedIn: true },
  { path: '/admin', Screen: Admin, signedIn: true },
  { path: '/admin/users', Screen: AdminUsers, signedIn: true },
  { path: '/admin/users/:userId', Screen: AdminUser, signedIn: true },
  { path: '/admin/plans', Screen: AdminPlans, signedIn: true },
  // /bible, /bible/search and /bible/{book}/{chapter}; anything else under /bible is the 404.
  { path: '/bible/*?', Screen: Bible },
];

/**
 * The app's routes. A signed-in screen sits inside <Protected>, the signed-in frame, which stays
 * mounted from one such screen to the next.
 * Navigations run as React transitions (lib/router.tsx), so the current page stays up while the next
 * screen's chunk loads (decision 092).
 */
export function AppRoutes() {
  return (
    <RootLayout>
      <ReturnAfterSignIn />
      <Switch>
        {/* Switch renders only the matching route. Signed-in routes share one key, so moving between
            them keeps the frame mounted; other routes are keyed by path. */}
        {ROUTES.map(({ path, Screen, signedIn }) => (
          <Route key={signedIn ? 'signed-in' : path} path={path}>
            {signedIn ? (
              <Protected>
                <Screen />
              </Protected>
            ) : (
              <Screen />
            )}
          </Route>
        ))}
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </RootLayout>
  );
}
