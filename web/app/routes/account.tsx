import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { AccountPage } from '@/features/account/components/account-page.tsx';
import { useAuth } from '@/features/auth/auth-provider.tsx';
import { forgetDrafts } from '@/lib/drafts.ts';
import { flashToast } from '@/lib/flash-toast.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { forgetTimeZone } from '@/lib/time-zone-choice.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** /account: the reader's own account (profile menu → Account). */
export function Component() {
  usePageTitle('Account');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const onDeleted = useCallback(() => {
    // As after logging out: forget everything local and start afresh on the landing page.
    if (userId) forgetDrafts(userId);
    // No user any more: this also forgets the device's signed-in hint, so the landing page sends no
    // early session requests (decision 135).
    queryClient.setQueryData(queryKeys.authUser, null);
    queryClient.clear();
    forgetTimeZone();
    flashToast('Account Deleted', 'Your account and everything in it have been deleted.');
    window.location.assign('/');
  }, [queryClient, userId]);
  if (!user) return <PageSpinner />;
  return <AccountPage user={user} onDeleted={onDeleted} />;
}
