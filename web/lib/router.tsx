import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import {
  Link as WouterLink,
  Redirect,
  Router,
  useLocation,
  useParams,
  useSearchParams,
} from 'wouter';

/**
 * The app's router (decision 092): wouter's routes and links over a location kept in React state.
 * Every navigation is a React transition, so the current page stays up while the next screen's
 * code loads (a lazy screen suspends inside the transition instead of flashing a fallback).
 */
export { Route, Switch } from 'wouter';
export { useParams, useSearchParams };

interface Place {
  path: string;
  search: string;
  /** How the reader got here: a new page starts at the top; back/forward and replacements do not move. */
  action: 'push' | 'replace' | 'pop';
}

interface NavigateOptions {
  replace?: boolean;
}

interface Navigation extends Place {
  navigate: (to: string, options?: NavigateOptions) => void;
}

const NavigationContext = createContext<Navigation | null>(null);

function placeOf(url: string, action: Place['action']): Place {
  const { pathname, search } = new URL(url, 'http://lamplight.invalid');
  return { path: pathname, search, action };
}

function useNavigation(): Navigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error('Router hooks need a BrowserRouter or MemoryRouter above them.');
  return navigation;
}

// wouter's location and search hooks, answered from the state below.
function useStateLocation(): [string, Navigation['navigate']] {
  const { path, navigate } = useNavigation();
  return [path, navigate];
}
function useStateSearch(): string {
  return useNavigation().search;
}

function NavigationProvider({
  initial,
  write,
  children,
}: {
  initial: () => string;
  /** Records a navigation (the History API in the browser; nothing in memory). */
  write?: (url: string, replace: boolean) => void;
  children: ReactNode;
}) {
  const [place, setPlace] = useState(() => placeOf(initial(), 'pop'));

  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      const replace = options?.replace ?? false;
      write?.(to, replace);
      startTransition(() => setPlace(placeOf(to, replace ? 'replace' : 'push')));
    },
    [write],
  );

  useEffect(() => {
    if (!write) return;
    const onPop = () =>
      startTransition(() =>
        setPlace(placeOf(window.location.pathname + window.location.search, 'pop')),
      );
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [write]);

  useLayoutEffect(() => {
    if (place.action === 'push') window.scrollTo(0, 0);
  }, [place]);

  const value = useMemo(() => ({ ...place, navigate }), [place, navigate]);
  return (
    <NavigationContext value={value}>
      <Router hook={useStateLocation} searchHook={useStateSearch}>
        {children}
      </Router>
    </NavigationContext>
  );
}

const readBrowser = () => window.location.pathname + window.location.search;
const writeBrowser = (url: string, replace: boolean) =>
  window.history[replace ? 'replaceState' : 'pushState'](null, '', url);

export function BrowserRouter({ children }: { children: ReactNode }) {
  return (
    <NavigationProvider initial={readBrowser} write={writeBrowser}>
      {children}
    </NavigationProvider>
  );
}

/** For tests: starts at the last of `initialEntries` (default '/') and keeps no history. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  return (
    <NavigationProvider initial={() => initialEntries.at(-1) ?? '/'}>{children}</NavigationProvider>
  );
}

export function usePathname(): string {
  return useNavigation().path;
}

export function useNavigate(): Navigation['navigate'] {
  return useNavigation().navigate;
}

export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

type AnchorProps = Omit<ComponentProps<'a'>, 'href'>;

export function Link({ to, ...props }: AnchorProps & { to: string }) {
  return <WouterLink to={to} {...props} />;
}

function isCurrent(pathname: string, to: string, end: boolean) {
  if (pathname === to) return true;
  return !end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
}

/** A link that knows whether it is the current page (aria-current="page"). */
export function NavLink({
  to,
  end = false,
  className,
  children,
  ...props
}: Omit<AnchorProps, 'className' | 'children'> & {
  to: string;
  /** Only an exact match counts as current. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
}) {
  const [pathname] = useLocation();
  const isActive = isCurrent(pathname, to, end);
  return (
    <WouterLink
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </WouterLink>
  );
}
