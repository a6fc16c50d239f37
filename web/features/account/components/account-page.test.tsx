import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/auth.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { MemoryRouter } from '@/lib/router.tsx';
import { AccountPage } from './account-page.tsx';
import { PASSWORD_CHANGED } from './password-section.tsx';

const toastSuccess = vi.fn();
const toastError = vi.fn();
vi.mock('@/lib/toast.ts', () => ({
  toast: Object.assign(vi.fn(), {
    success: (...args: unknown[]) => toastSuccess(...args),
    error: (...args: unknown[]) => toastError(...args),
  }),
}));

// Radix Select (the translation field) measures and captures the pointer; jsdom has neither.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

const USER: User = {
  id: 'u1',
  firstName: null,
  lastName: null,
  email: 'ruth@example.com',
  emailVerified: false,
  profileImageUrl: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  membershipTier: 'free',
  subscriptionStatus: null,
  plansCreated: 0,
  customPlansCreatedThisMonth: 0,
  currentStreakDays: 0,
  longestStreakDays: 0,
  totalReadingDays: 0,
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fake API: answers by method and path; records every call. */
function fakeApi(answers: Record<string, () => [number, unknown]> = {}) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url, body });
    const answer = answers[`${method} ${url}`];
    if (answer) {
      const [status, payload] = answer();
      return json(payload, status);
    }
    if (method === 'GET' && url === '/api/account') {
      return json({ timeZone: 'Europe/London', translation: 'kjv', signInMethods: [] });
    }
    return json({ message: 'not found', code: 'not_found' }, 404);
  });
  return calls;
}

let queryClient: QueryClient;
function renderPage(user: User = USER, onDeleted = vi.fn()) {
  queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.authUser, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AccountPage user={user} onDeleted={onDeleted} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onDeleted };
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  window.localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('AccountPage', () => {
  it('shows the six sections under their headings', async () => {
    fakeApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Account' })).toBeTruthy();
    for (const name of ['Profile', 'Reading', 'Password', 'Email', 'Your data', 'Delete account']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
      expect(section(name)).toBeTruthy();
    }
    await screen.findByLabelText('Time zone');
  });

  it('saves the profile, updates the user at once and says so', async () => {
    const saved: User = { ...USER, firstName: 'Ruth', lastName: 'of Moab' };
    const calls = fakeApi({ 'PATCH /api/account': () => [200, saved] });
    renderPage();
    const profile = section('Profile');
    const zone = (await within(profile).findByLabelText('Time zone')) as HTMLInputElement;
    expect(zone.value).toBe('Europe / London');
    fireEvent.change(within(profile).getByLabelText('First name'), { target: { value: ' Ruth ' } });
    fireEvent.change(within(profile).getByLabelText('Last name'), {
      target: { value: 'of Moab' },
    });
    fireEvent.change(zone, { target: { value: 'new york' } });
    fireEvent.click(within(profile).getByRole('option', { name: 'America / New York' }));
    fireEvent.click(within(profile).getByRole('button', { name: 'Save Profile' }));

    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Profile Updated', expect.anything()),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      firstName: 'Ruth',
      lastName: 'of Moab',
      timeZone: 'America/New_York',
    });
    // The greeting and avatar read this query.
    expect(queryClient.getQueryData<User>(queryKeys.authUser)?.firstName).toBe('Ruth');
    // The chosen zone is sent with later requests instead of the device's.
    expect(window.localStorage.getItem('lamplight.time-zone')).toBe('America/New_York');
  });

  it('saves the Bible translation as soon as it is chosen, and says so', async () => {
    const calls = fakeApi({ 'PUT /api/account/translation': () => [200, { translation: 'web' }] });
    renderPage();
    const reading = section('Reading');
    const field = await within(reading).findByRole('combobox', { name: 'Bible translation' });
    expect(field.textContent).toContain('King James Version (KJV)');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'King James Version (KJV)',
      'World English Bible (WEB)',
    ]);
    fireEvent.click(options[1]!);

    await waitFor(() => expect(field.textContent).toContain('World English Bible (WEB)'));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Translation Saved', expect.anything()),
    );
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/account/translation',
      body: { translation: 'web' },
    });
  });

  it('puts the previous translation back, with an error toast, when the save fails', async () => {
    fakeApi({
      'PUT /api/account/translation': () => [500, { message: 'boom', code: 'internal' }],
    });
    renderPage();
    const field = await within(section('Reading')).findByRole('combobox', {
      name: 'Bible translation',
    });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('option', { name: 'World English Bible (WEB)' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Translation Not Saved', expect.anything()),
    );
    expect(field.textContent).toContain('King James Version (KJV)');
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('saves the reading text size and spacing as soon as chosen, for Today too', async () => {
    const calls = fakeApi({
      'PUT /api/account/reading-comfort': () => [200, { textSize: 'xl', lineSpacing: 'normal' }],
    });
    renderPage({ ...USER, readingComfort: { textSize: 'm', lineSpacing: 'normal' } });
    const reading = section('Reading');
    const sizes = within(reading).getByRole('radiogroup', { name: 'Text size' });
    expect(within(sizes).getByRole('radio', { name: 'Medium' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(
      within(reading)
        .getByRole('radiogroup', { name: 'Line spacing' })
        .querySelectorAll('[role=radio]'),
    ).toHaveLength(3);
    fireEvent.click(within(sizes).getByRole('radio', { name: 'Extra large' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Text Settings Saved', expect.anything()),
    );
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/account/reading-comfort',
      body: { textSize: 'xl', lineSpacing: 'normal' },
    });
    expect(
      within(sizes).getByRole('radio', { name: 'Extra large' }).getAttribute('aria-checked'),
    ).toBe('true');
    // The reading card reads the same cached User.
    expect(queryClient.getQueryData<User>(queryKeys.authUser)?.readingComfort?.textSize).toBe('xl');
  });

  it("turns 'Study notes only' on, explained in one line, and asks Today for its insight again", async () => {
    const calls = fakeApi({
      'PUT /api/account/study-notes-only': () => [200, { studyNotesOnly: true }],
    });
    renderPage();
    const reading = section('Reading');
    const toggle = await within(reading).findByRole('switch', { name: 'Study notes only' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const hint = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      "Your insights come from Lamplight's own study notes, never from an AI model.",
    );
    queryClient.setQueryData(queryKeys.todayReading, { id: 1 });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.todayReading)?.isInvalidated).toBe(true),
    );
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/account/study-notes-only',
      body: { studyNotesOnly: true },
    });
  });

  it("puts 'Study notes only' back, with an error toast, when the save fails", async () => {
    fakeApi({
      'PUT /api/account/study-notes-only': () => [500, { message: 'boom', code: 'internal' }],
    });
    renderPage();
    const toggle = await within(section('Reading')).findByRole('switch', {
      name: 'Study notes only',
    });
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Setting Not Saved', expect.anything()),
    );
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it("offers the device's zone first, in one click", async () => {
    fakeApi();
    renderPage();
    const profile = section('Profile');
    const zone = (await within(profile).findByLabelText('Time zone')) as HTMLInputElement;
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const other = device === 'Asia/Tokyo' ? 'UTC' : 'Asia/Tokyo';
    fireEvent.change(zone, { target: { value: other } });
    fireEvent.keyDown(zone, { key: 'Enter' });
    expect(zone.value).toBe(other.replace('/', ' / '));
    fireEvent.click(
      within(profile).getByRole('button', {
        name: `Use my device's zone: ${device.replace(/_/g, ' ').replace(/\//g, ' / ')}`,
      }),
    );
    expect(zone.value).toBe(device.replace(/_/g, ' ').replace(/\//g, ' / '));
    expect(within(profile).getByText('This is the time zone of this device.')).toBeTruthy();
    expect(within(profile).queryByRole('button', { name: /Use my device's zone/ })).toBeNull();
  });

  it('finds a zone by typing and chooses it by keyboard, the list grouped by region', async () => {
    const calls = fakeApi({ 'PATCH /api/account': () => [200, USER] });
    renderPage();
    const profile = section('Profile');
    const zone = await within(profile).findByRole('combobox', { name: 'Time zone' });
    expect(zone.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(zone, { target: { value: 'ToKy' } });
    expect(zone.getAttribute('aria-expanded')).toBe('true');
    const list = within(profile).getByRole('listbox', { name: 'Time zones' });
    const asia = within(list).getByRole('group', { name: 'Asia' });
    expect(
      within(asia)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Asia / Tokyo']);
    // Only the regions holding a match are shown.
    expect(within(list).queryByRole('group', { name: 'Europe' })).toBeNull();
    fireEvent.keyDown(zone, { key: 'ArrowDown' });
    fireEvent.keyDown(zone, { key: 'ArrowUp' });
    const active = zone.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('Asia / Tokyo');
    fireEvent.keyDown(zone, { key: 'Enter' });
    expect(zone.getAttribute('aria-expanded')).toBe('false');
    expect((zone as HTMLInputElement).value).toBe('Asia / Tokyo');

    // Escape closes a search without changing the choice.
    fireEvent.change(zone, { target: { value: 'paris' } });
    fireEvent.keyDown(zone, { key: 'Escape' });
    expect((zone as HTMLInputElement).value).toBe('Asia / Tokyo');

    fireEvent.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
        timeZone: 'Asia/Tokyo',
      }),
    );
  });

  it('shows an error with a retry when the profile cannot load', async () => {
    fakeApi({ 'GET /api/account': () => [500, { message: 'boom', code: 'internal' }] });
    renderPage();
    expect(await screen.findByText('Unable to load your profile. Please try again.')).toBeTruthy();
    expect(within(section('Profile')).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('checks that the new passwords match before calling the server', async () => {
    const calls = fakeApi();
    renderPage();
    const password = section('Password');
    fireEvent.change(within(password).getByLabelText('Current password'), {
      target: { value: 'old-secret' },
    });
    fireEvent.change(within(password).getByLabelText('New password'), {
      target: { value: 'a-new-secret' },
    });
    fireEvent.change(within(password).getByLabelText('Confirm new password'), {
      target: { value: 'another-secret' },
    });
    fireEvent.click(within(password).getByRole('button', { name: 'Change Password' }));
    expect(await within(password).findByText("Passwords don't match")).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/auth/password')).toBe(false);
  });

  it('changes the password and says other devices were signed out; shows the server message on 400', async () => {
    let wrong = true;
    const calls = fakeApi({
      'POST /api/auth/password': () =>
        wrong
          ? [400, { message: 'Your current password is not right.', code: 'bad_password' }]
          : [200, { message: 'Password changed.' }],
    });
    renderPage();
    const password = section('Password');
    const fill = () => {
      fireEvent.change(within(password).getByLabelText('Current password'), {
        target: { value: 'old-secret' },
      });
      fireEvent.change(within(password).getByLabelText('New password'), {
        target: { value: 'a-new-secret' },
      });
      fireEvent.change(within(password).getByLabelText('Confirm new password'), {
        target: { value: 'a-new-secret' },
      });
      fireEvent.click(within(password).getByRole('button', { name: 'Change Password' }));
    };
    fill();
    expect(await within(password).findByText('Your current password is not right.')).toBeTruthy();
    wrong = false;
    fill();
    expect(await within(password).findByText(PASSWORD_CHANGED)).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/auth/password').at(-1)?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'a-new-secret',
    });
    expect((within(password).getByLabelText('Current password') as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('resends the verification email for an unverified address', async () => {
    const calls = fakeApi({
      'POST /api/auth/verify-email/resend': () => [200, { message: 'We sent a new link.' }],
    });
    renderPage();
    const email = section('Email');
    expect(within(email).getByText('ruth@example.com')).toBeTruthy();
    expect(within(email).getByText('Not verified')).toBeTruthy();
    fireEvent.click(within(email).getByRole('button', { name: 'Resend verification email' }));
    expect(await within(email).findByText('We sent a new link.')).toBeTruthy();
    expect(
      calls.some((c) => c.method === 'POST' && c.url === '/api/auth/verify-email/resend'),
    ).toBe(true);
  });

  it('shows a verified address without the resend button', () => {
    fakeApi();
    renderPage({ ...USER, emailVerified: true });
    const email = section('Email');
    expect(within(email).getByText('Verified')).toBeTruthy();
    expect(within(email).queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('links both downloads to the export', () => {
    fakeApi();
    renderPage();
    const data = section('Your data');
    expect(within(data).getByRole('link', { name: 'Download as JSON' }).getAttribute('href')).toBe(
      '/api/account/export?format=json',
    );
    expect(
      within(data).getByRole('link', { name: 'Download as Markdown' }).getAttribute('href'),
    ).toBe('/api/account/export?format=markdown');
  });

  it('deletes only once the typed email matches (any case, spaces trimmed)', async () => {
    let fail = true;
    const calls = fakeApi({
      'DELETE /api/account': () =>
        fail
          ? [502, { message: 'Payments are down.', code: 'payment_provider_error' }]
          : [200, { message: 'Deleted' }],
    });
    const { onDeleted } = renderPage();
    fireEvent.click(
      within(section('Delete account')).getByRole('button', { name: 'Delete Account' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });
    const input = within(dialog).getByLabelText('Type your email to confirm');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: 'ruth@example.co' } });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '  RUTH@example.com ' } });
    expect(confirm.hasAttribute('disabled')).toBe(false);

    fireEvent.click(confirm);
    // A 5xx keeps its generic wording; the dialog stays open.
    expect(
      await within(dialog).findByText('Unable to delete your account. Please try again.'),
    ).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
    fail = false;
    fireEvent.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    // An email field gives its value trimmed; the server compares without case.
    expect(calls.filter((c) => c.method === 'DELETE').at(-1)?.body).toEqual({
      confirmEmail: 'RUTH@example.com',
    });
  });
});
