/** Query keys shared across features (a feature invalidates another's cache only through these). */
export const queryKeys = {
  identity: ['identity'] as const,
  authUser: ['auth', 'user'] as const,
  membership: ['membership'] as const,
  membershipStatus: ['membership', 'status'] as const,
  adminAuth: ['admin', 'auth'] as const,
  publicConfig: ['config'] as const,
};
