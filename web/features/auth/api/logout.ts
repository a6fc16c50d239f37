import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/auth/logout (signs out of both the app and the identity provider). */
export const logout = () => apiRequest<void>('/api/auth/logout', { method: 'POST', body: {} });
