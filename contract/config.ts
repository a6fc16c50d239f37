import { z } from 'zod';

/** The public subset of server settings the browser may see (GET /api/config). */
export const publicConfigSchema = z.object({
  appName: z.string(),
  version: z.string(),
  googleSignIn: z.boolean(),
  oidcProviderName: z.string().nullable(),
  stripePublishableKey: z.string().nullable(),
  paymentsEnabled: z.boolean(),
  aiEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
