import { expect, type Page } from '@playwright/test';

const base = () => process.env.E2E_BASE_URL!;
const headers = () => ({ origin: base() });

/** The curated flagship plan; day 1 is Exodus 13:17-22. */
export const FLAGSHIP = 'Provision in the Wilderness';

export interface Today {
  id: number;
  reference: string;
  readDate: string;
}

/** Activates the curated flagship plan for the signed-in reader; day 1 is Exodus 13:17-22. */
export async function activateFlagship(page: Page) {
  await activatePlan(page, FLAGSHIP, 'wilderness');
}

/** Activates a curated plan by its title (found by searching for `query`). */
export async function activatePlan(page: Page, title: string, query: string) {
  const found = await page.request.get(`${base()}/api/plans/search?q=${encodeURIComponent(query)}`);
  expect(found.status(), await found.text()).toBe(200);
  const { plans } = (await found.json()) as { plans: { id: number; title: string }[] };
  const plan = plans.find((p) => p.title === title);
  expect(plan, `the plan "${title}" is seeded`).toBeTruthy();
  const activated = await page.request.post(`${base()}/api/plans/${plan!.id}/activate`, {
    headers: headers(),
  });
  expect(activated.status(), await activated.text()).toBe(200);
}

/** The signed-in reader's reading for today (they need an active plan). */
export async function todayReading(page: Page): Promise<Today> {
  const res = await page.request.get(`${base()}/api/readings/today`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Today;
}

/** Writes a journal entry for the signed-in reader through the API. */
export async function writeEntry(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post(`${base()}/api/journal/entries`, {
    data,
    headers: headers(),
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Writes a reflection on today's reading (as the reflection panel would) and returns the reading. */
export async function reflectOnToday(page: Page, content: string): Promise<Today> {
  const today = await todayReading(page);
  await writeEntry(page, {
    readingId: today.id,
    content,
    title: `Bible Reading - ${today.reference}`,
    reference: today.reference,
    readDate: today.readDate,
  });
  return today;
}
