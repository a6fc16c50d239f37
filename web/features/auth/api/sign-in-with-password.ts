import type { IdentityResult } from '@contract/auth.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /identity/sign-in (the embedded identity provider lives at /identity, not /api). */
export const signInWithPassword = (email: string, password: string) =>
  apiRequest<IdentityResult>('/identity/sign-in', { method: 'POST', body: { email, password } });
