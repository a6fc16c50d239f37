import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReminderSettings } from '@contract/reminders.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { ReminderSection } from './reminder-section.tsx';

const toastSuccess = vi.fn();
vi.mock('@/lib/toast.ts', () => ({
  toast: Object.assign(vi.fn(), {
    success: (...args: unknown[]) => toastSuccess(...args),
    error: vi.fn(),
  }),
}));

beforeAll(() => {
  // The Radix switch measures itself; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const OFF: ReminderSettings = {
  enabled: false,
  time: '07:30',
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  timeZone: 'Europe/London',
};

/** A fake reminders API; the PUT answers what `put` returns (status, body) and records the body. */
function fakeApi(put: (body: unknown) => [number, unknown]) {
  const puts: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (String(input) !== '/api/account/reminders') return json({ message: 'nope' }, 404);
    if ((init?.method ?? 'GET') === 'GET') return json(OFF);
    const body = JSON.parse(String(init?.body)) as unknown;
    puts.push(body);
    const [status, answer] = put(body);
    return json(answer, status);
  });
  return puts;
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReminderSection />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Daily reminder' });
}

afterEach(() => {
  vi.restoreAllMocks();
  toastSuccess.mockReset();
});

describe('ReminderSection', () => {
  it('shows the saved setting and the zone its time is read in', async () => {
    fakeApi(() => [500, {}]);
    const section = renderSection();
    const toggle = await within(section).findByRole('switch', {
      name: 'Email me a daily reminder',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect((within(section).getByLabelText('Time') as HTMLInputElement).value).toBe('07:30');
    expect(within(section).getByText(/In your time zone, Europe \/ London/)).toBeTruthy();
    expect(within(section).getByRole('status').textContent).toBe('Reminders are off.');
    expect(within(section).getByRole('button', { name: 'Save Reminder' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('turns a reminder on for chosen days and says it is saved', async () => {
    const puts = fakeApi((body) => [200, { ...(body as object), timeZone: 'Europe/London' }]);
    const section = renderSection();
    fireEvent.click(
      await within(section).findByRole('switch', { name: 'Email me a daily reminder' }),
    );
    fireEvent.change(within(section).getByLabelText('Time'), { target: { value: '06:45' } });
    for (const day of ['Saturday', 'Sunday'])
      fireEvent.click(within(section).getByRole('checkbox', { name: day }));
    expect(within(section).getByRole('status').textContent).toBe('Unsaved changes.');
    fireEvent.click(within(section).getByRole('button', { name: 'Save Reminder' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      enabled: true,
      time: '06:45',
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    });
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe(
        'Reminders are on: 06:45 on weekdays, Europe / London time.',
      ),
    );
    expect(toastSuccess).toHaveBeenCalledWith('Reminder Saved', expect.anything());
  });

  it('asks for a day before saving, and shows the server’s message when it refuses', async () => {
    const puts = fakeApi(() => [400, { message: 'Enter a time as HH:MM', code: 'bad_request' }]);
    const section = renderSection();
    fireEvent.click(
      await within(section).findByRole('switch', { name: 'Email me a daily reminder' }),
    );
    for (const box of within(section).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(within(section).getByRole('button', { name: 'Save Reminder' }));
    expect(
      await within(section).findByText('Choose at least one day for your reminder'),
    ).toBeTruthy();
    expect(puts).toHaveLength(0);

    fireEvent.click(within(section).getByRole('checkbox', { name: 'Monday' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save Reminder' }));
    expect(await within(section).findByText('Enter a time as HH:MM')).toBeTruthy();
    expect(puts).toHaveLength(1);
  });
});
