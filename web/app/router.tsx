import { Route, Switch } from '@/lib/router.tsx';
import { lazyRoute } from './route-loading.ts';
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
const Plans = lazyRoute(() => import('./routes/plans.tsx'));
const Admin = lazyRoute(() => import('./routes/admin.tsx'));
const AdminUsers = lazyRoute(() => import('./routes/admin-users.tsx'));
const AdminUser = lazyRoute(() => import('./routes/admin-user.tsx'));
const AdminPlans = lazyRoute(() => import('./routes/admin-plans.tsx'));
const NotFound = lazyRoute(() => import('./routes/not-found.tsx'));

/**
 * The app's routes. A signed-in screen sits inside <Protected>, the signed-in frame, which stays
 * mounted from one such screen to the next. Navigations run as React transitions (lib/router.tsx),
 * so the current page stays up while the next screen's chunk loads (decision 092).
 */
export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        {/* Landing for visitors, Today for signed-in readers. */}
        <Route path="/">
          <Home />
        </Route>
        <Route path="/subscription">
          <Subscription />
        </Route>
        <Route path="/secret-admin-portal">
          <SecretAdminPortal />
        </Route>
        <Route path="/about">
          <About />
        </Route>
        <Route path="/journal">
          <Protected>
            <Journal />
          </Protected>
        </Route>
        <Route path="/notebook">
          <Protected>
            <Notebook />
          </Protected>
        </Route>
        <Route path="/plans">
          <Protected>
            <Plans />
          </Protected>
        </Route>
        <Route path="/admin">
          <Protected>
            <Admin />
          </Protected>
        </Route>
        <Route path="/admin/users">
          <Protected>
            <AdminUsers />
          </Protected>
        </Route>
        <Route path="/admin/users/:userId">
          <Protected>
            <AdminUser />
          </Protected>
        </Route>
        <Route path="/admin/plans">
          <Protected>
            <AdminPlans />
          </Protected>
        </Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </RootLayout>
  );
}
