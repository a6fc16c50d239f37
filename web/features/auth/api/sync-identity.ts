import type { User } from '@contract/auth.ts';
import { apiRequest, browserTimeZone } from '@/lib/api-client.ts';

/** POST /api/auth/{provider}-sync with the identity's ID token. */
export const syncIdentity = (idToken: string) =>
  apiRequest<User>('/api/auth/lamplight-sync', {
    method: 'POST',
    body: { idToken, timeZone: browserTimeZone() },
  });
