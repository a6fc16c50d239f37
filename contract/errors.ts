import { z } from 'zod';

/** Every error the API returns has this body. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
