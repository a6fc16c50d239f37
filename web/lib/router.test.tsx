import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Route,
  Switch,
  useParams,
  usePathname,
  useSearchParams,
} from './router.tsx';

function Where() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>path {usePathname()}</p>
      <p>q {params.get('q') ?? '-'}</p>
      <button type="button" onClick={() => setParams({ q: 'wild' }, { replace: true })}>
        search
      </button>
    </>
  );
}

function Person() {
  return <p>user {useParams().userId}</p>;
}

function App() {
  return (
    <>
      <nav>
        <NavLink to="/" end>
          Today
        </NavLink>
        <NavLink to="/admin">Admin</NavLink>
        <Link to="/admin/users/7">Seven</Link>
      </nav>
      <Switch>
        <Route path="/admin/users/:userId">
          <Person />
        </Route>
        <Route>
          <Where />
        </Route>
      </Switch>
    </>
  );
}

const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');

describe('router', () => {
  it('marks the current link, matches params and follows links in memory', async () => {
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByText('path /admin')).toBeTruthy();
    expect(current('Admin')).toBe('page');
    // `end`: Today is current only at / itself.
    expect(current('Today')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Seven' })));
    expect(screen.getByText('user 7')).toBeTruthy();
    // Not `end`: Admin stays current below /admin.
    expect(current('Admin')).toBe('page');

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Today' })));
    expect(screen.getByText('path /')).toBeTruthy();
    expect(current('Today')).toBe('page');
    expect(current('Admin')).toBeNull();
  });

  it('writes pushes and replacements to the browser history and follows back', async () => {
    window.history.replaceState(null, '', '/');
    const start = window.history.length;
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Admin' })));
    expect(window.location.pathname).toBe('/admin');
    expect(window.history.length).toBe(start + 1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'search' })));
    expect(window.location.search).toBe('?q=wild');
    expect(screen.getByText('q wild')).toBeTruthy();
    // A replacement adds no history entry.
    expect(window.history.length).toBe(start + 1);

    await act(async () => {
      window.history.replaceState(null, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('path /about')).toBeTruthy();
    expect(screen.getByText('q -')).toBeTruthy();
  });
});
