import { apiRequest } from '@/lib/api-client.ts';

/** POST /identity/sign-out: ends the identity provider's session in this browser. */
export const signOutIdentity = () =>
  apiRequest<void>('/identity/sign-out', { method: 'POST', body: {} });
