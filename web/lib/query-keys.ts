/** Query keys shared across features (a feature invalidates another's cache only through these). */
export const queryKeys = {
  identity: ['identity'] as const,
  authUser: ['auth', 'user'] as const,
  account: ['account'] as const,
  membership: ['membership'] as const,
  membershipStatus: ['membership', 'status'] as const,
  adminAuth: ['admin', 'auth'] as const,
  publicConfig: ['config'] as const,
  // Daily loop: plans refresh today's reading; journal saves refresh the notebook (spec §4, §7).
  todayReading: ['readings', 'today'] as const,
  readingInsight: (readingId: number) => ['readings', readingId, 'insights'] as const,
  journal: ['journal'] as const,
  journalEntries: ['journal', 'entries'] as const,
  journalForReading: (readingId: number) => ['journal', 'reading', readingId] as const,
  notebook: ['notebook'] as const,
  notebookByDate: ['notebook', 'by-date'] as const,
  notebookBySession: ['notebook', 'by-session'] as const,
  notebookByBook: ['notebook', 'by-book'] as const,
  notebookSearch: (q: string) => ['notebook', 'search', q] as const,
  // Reading plans: every plan key starts with 'plans', so one invalidation refreshes them all.
  plans: ['plans'] as const,
  plansOverview: ['plans', 'overview'] as const,
  planAllowance: ['plans', 'can-create'] as const,
  planSearch: (q: string) => ['plans', 'search', q] as const,
  planSuggestions: (q: string) => ['plans', 'suggestions', q] as const,
};
