/**
 * Every cache key of the web app, in one module (decision 115). A feature invalidates another's cache
 * only through these, since features never import each other. Keys are arrays whose first item names
 * the area; parameters come last, after a stable prefix, so invalidating the prefix refreshes every
 * variant. No key is written inline anywhere else.
 */
export const queryKeys = {
  identity: ['identity'] as const,
  authUser: ['auth', 'user'] as const,
  account: ['account'] as const,
  // Under 'account': a time zone saved in Profile refreshes the reminder's zone too.
  accountReminders: ['account', 'reminders'] as const,
  membership: ['membership'] as const,
  membershipStatus: ['membership', 'status'] as const,
  publicConfig: ['config'] as const,
  // Daily loop: plans refresh today's reading; journal saves refresh the notebook.
  todayReading: ['readings', 'today'] as const,
  readingInsight: (readingId: number) => ['readings', readingId, 'insights'] as const,
  journal: ['journal'] as const,
  journalEntries: ['journal', 'entries'] as const,
  journalRecentEntries: (limit: number) => ['journal', 'entries', limit] as const,
  journalEntryPages: ['journal', 'entries', 'pages'] as const,
  journalForAnyReading: ['journal', 'reading'] as const,
  journalForReading: (readingId: number) => ['journal', 'reading', readingId] as const,
  notebook: ['notebook'] as const,
  notebookByDate: ['notebook', 'by-date'] as const,
  notebookBySession: ['notebook', 'by-session'] as const,
  notebookByBook: ['notebook', 'by-book'] as const,
  notebookSearches: ['notebook', 'search'] as const,
  notebookSearch: (q: string) => ['notebook', 'search', q] as const,
  // Reading plans: every plan key starts with 'plans', so one invalidation refreshes them all.
  plans: ['plans'] as const,
  plansOverview: ['plans', 'overview'] as const,
  planAllowance: ['plans', 'can-create'] as const,
  planSearch: (q: string) => ['plans', 'search', q] as const,
  planSuggestions: (q: string) => ['plans', 'suggestions', q] as const,
  strongsEntry: (number: string, versesShown: number) =>
    ['strongs', 'entry', number, versesShown] as const,
  passageNotes: (reference: string, translation: string) =>
    ['bible', 'notes', reference, translation] as const,
  strongsWords: (reference: string, translation: string) =>
    ['strongs', 'words', reference, translation] as const,
  // The Bible reader: a chapter never changes; searches are kept per query, filters and page.
  bibleChapter: (book: string, chapter: number, translation: string) =>
    ['bible', 'chapter', book, chapter, translation] as const,
  bibleSearch: (params: {
    q: string;
    translation: string;
    testament?: string;
    book?: string;
    page: number;
  }) => ['bible', 'search', params] as const,
  // The admin area: every key sits under 'admin'.
  adminAuth: ['admin', 'auth'] as const,
  adminStats: ['admin', 'stats'] as const,
  adminUsers: ['admin', 'users'] as const,
  adminUsersPage: (params: { q: string; page: number; pageSize: number }) =>
    ['admin', 'users', params] as const,
  adminUser: (userId: string) => ['admin', 'user', userId] as const,
  adminFreeMode: ['admin', 'free-mode'] as const,
  adminModelInsights: ['admin', 'model-insights'] as const,
  adminPlans: ['admin', 'plans'] as const,
  // The Journal's filters and Today's earlier-entry note (decision 128): under journalEntries, so
  // the refresh after a journal save or delete reaches them too.
  journalFilteredPages: (filters: { book?: string; q?: string; entry?: number }) =>
    ['journal', 'entries', 'pages', filters] as const,
  journalBooks: ['journal', 'entries', 'books'] as const,
  journalEarlierEntry: (reference: string, readingId: number) =>
    ['journal', 'entries', 'earlier', reference, readingId] as const,
  // The reader's streaks and calendar (decision 125): refreshed by journal saves and plan moves.
  rhythm: ['rhythm'] as const,
  // The reader's marks on the text and prayer list (decisions 164, 165): each under its own prefix, so a
  // mark saved anywhere refreshes the passage, the Marks view and the chapter's recall.
  marks: ['marks'] as const,
  marksOnPassage: (reference: string) => ['marks', 'passage', reference] as const,
  marksList: (params: { kind?: string; color?: string; book?: string; sort: string }) =>
    ['marks', 'list', params] as const,
  recallChapter: (book: string, chapter: number) => ['marks', 'recall', book, chapter] as const,
  onThisDay: ['marks', 'on-this-day'] as const,
  prayers: ['prayers'] as const,
  prayerSummary: ['prayers', 'summary'] as const,
};
