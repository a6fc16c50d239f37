import { Route, Routes } from 'react-router';
import { lazyRoute } from './route-loading.ts';
import { RootLayout } from './root-layout.tsx';

// Every route of the spec's route table; each screen is its own lazily loaded chunk.
const Home = lazyRoute(() => import('./routes/home.tsx'));
const Subscription = lazyRoute(() => import('./routes/subscription.tsx'));
const SecretAdminPortal = lazyRoute(() => import('./routes/secret-admin-portal.tsx'));
const About = lazyRoute(() => import('./routes/about.tsx'));
// The signed-in frame (menus, avatar) is its own chunk: visitors on the landing page skip it.
const ProtectedLayout = lazyRoute(() =>
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
 * The app's routes, in React Router's declarative mode: it ships about half the code of the data
 * router, and navigations run as React transitions, so the current page stays up while the next
 * screen's chunk loads (decision 092).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {/* Landing for visitors, Today for signed-in readers. */}
        <Route path="/" element={<Home />} />
        <Route path="/subscription" element={<Subscription />} />
        <Route path="/secret-admin-portal" element={<SecretAdminPortal />} />
        <Route path="/about" element={<About />} />
        <Route element={<ProtectedLayout />}>
          <Route path="/journal" element={<Journal />} />
          <Route path="/notebook" element={<Notebook />} />
          <Route path="/plans" element={<Plans />} />
          <Route path="/admin" element={<Admin />} />
          <Route path="/admin/users" element={<AdminUsers />} />
          <Route path="/admin/users/:userId" element={<AdminUser />} />
          <Route path="/admin/plans" element={<AdminPlans />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
