import { BookOpen, CalendarDays, Library, NotebookPen, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only an exact match counts as current (the Today link at /). */
  end?: boolean;
  /** Subject to the notebook lock: shown with a lock and sent to /subscription. */
  lockable?: boolean;
}

/** The app's three main destinations, shared by the desktop top bar and the mobile bottom bar. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Today', to: '/', icon: BookOpen, end: true },
  { label: 'Notebook', to: '/notebook', icon: NotebookPen, lockable: true },
  { label: 'Plans', to: '/plans', icon: CalendarDays },
];

/** Where a locked Notebook link goes instead. */
export const LOCKED_NOTEBOOK_TARGET = '/subscription';

/**
 * The whole Bible (issue 18): beside the main links in the top bar and in the profile menu, which
 * phones reach from their header, so the bottom bar keeps the spec's three tabs.
 */
export const BIBLE_ITEM: NavItem = { label: 'Bible', to: '/bible', icon: Library };
