import { BookOpen, CalendarDays, NotebookPen, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only an exact match counts as current (the Today link at /). */
  end?: boolean;
  /** Subject to the notebook lock: shown with a lock and sent to /subscription. */
  lockable?: boolean;
}

/** The app's three main destinations, shared by the desktop top bar and the mobile bottom bar (spec §2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Today', to: '/', icon: BookOpen, end: true },
  { label: 'Notebook', to: '/notebook', icon: NotebookPen, lockable: true },
  { label: 'Plans', to: '/plans', icon: CalendarDays },
];

/** Where a locked Notebook link goes instead. */
export const LOCKED_NOTEBOOK_TARGET = '/subscription';
