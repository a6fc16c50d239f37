import { z } from 'zod';
import { readingComfortSchema } from './account.ts';
import { tierSchema } from './membership.ts';

export const MIN_PASSWORD_LENGTH = 6;
const email = z.string().trim().max(254).email('Please enter a valid email address');
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters')
  .max(1024, 'Password must be at most 1024 characters');

/** Spec §5: sign-in form. */
export const signInSchema = z.object({ email, password });
export type SignInInput = z.infer<typeof signInSchema>;

/** Spec §5: sign-up form; confirmPassword must match. */
export const signUpSchema = z
  .object({ email, password, confirmPassword: password })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Body of POST /identity/accounts and /identity/sign-in. */
export const credentialsSchema = z.object({ email, password });

export const passwordResetRequestSchema = z.object({ email });
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(16).max(200),
  password,
});

/** The signed-in identity (Firebase-shaped). */
export const identityUserSchema = z.object({
  uid: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  photoURL: z.string().nullable(),
  tenantId: z.string().nullable(),
  providerData: z.array(
    z.object({ providerId: z.string(), uid: z.string(), email: z.string().nullable() }),
  ),
  isAnonymous: z.boolean(),
});
export type IdentityUser = z.infer<typeof identityUserSchema>;

export const identityResultSchema = z.object({ idToken: z.string(), user: identityUserSchema });
export type IdentityResult = z.infer<typeof identityResultSchema>;

export const syncBodySchema = z.object({
  idToken: z.string().min(10).max(8192),
  timeZone: z.string().max(64).optional(),
});

/** The backend user. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  /** Beyond the product's shape: whether the reader proved they own `email` (drives the verification banner). */
  emailVerified: z.boolean(),
  /**
   * Beyond the product's shape, on the reader's own user only (sync and GET /api/auth/user): whether they may open the admin
   * area, so the app can link to it without a reader's page ever loading the admin code or calling admin routes.
   * The admin area itself still asks GET /api/admin/auth and the server checks every admin call.
   */
  isAdmin: z.boolean().optional(),
  /**
   * Beyond the product's shape, on the reader's own user only (sync and GET /api/auth/user): the reading card's text size
   * and line spacing (decision 127), so Today is drawn at the reader's size from its first frame.
   */
  readingComfort: readingComfortSchema.optional(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  membershipTier: tierSchema,
  subscriptionStatus: z.string().nullable(),
  plansCreated: z.number(),
  customPlansCreatedThisMonth: z.number(),
  currentStreakDays: z.number(),
  longestStreakDays: z.number(),
  totalReadingDays: z.number(),
});
export type User = z.infer<typeof userSchema>;

export const adminAuthSchema = z.object({ isAdmin: z.boolean(), user: userSchema.nullable() });
export type AdminAuth = z.infer<typeof adminAuthSchema>;

export const messageSchema = z.object({ message: z.string() });

/** Body of POST /identity/verify-email: the token from the emailed link. */
export const verifyEmailSchema = z.object({ token: z.string().min(16).max(200) });

/**
 * Answer of POST /identity/verify-email. `resetToken` comes back when the link was opened in a browser that
 * is not signed in to that account: the address is proved, but not the password, so the reader chooses one.
 */
export const verifyEmailResultSchema = z.object({
  message: z.string(),
  resetToken: z.string().optional(),
});
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;

/**
 * Body of POST /api/auth/password (signed in): the current password, and the new one, which the identity
 * provider checks against its stricter policy (at least 8 characters, not a common password).
 */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(1024),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
