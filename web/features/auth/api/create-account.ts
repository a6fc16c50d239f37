import type { IdentityResult } from '@contract/auth.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /identity/accounts: a new identity with an email address and a password. */
export const createAccount = (email: string, password: string) =>
  apiRequest<IdentityResult>('/identity/accounts', { method: 'POST', body: { email, password } });
