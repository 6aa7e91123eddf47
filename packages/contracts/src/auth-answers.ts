import { z } from 'zod';
import { permissionFlagsSchema } from './access-answers';
import { okAnswer } from './answers';

/** The answers of the sign-in calls of both families (crmAuth/*, adminAuth/*). */

const expiry = z.object({ expiryat: z.number().int().describe('Unix seconds') });

const authUserSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  role_id: z.string(),
  /** The channel partner the user works for, or null for the marketplace's own staff (ADR 0044). */
  partner_id: z.string().nullable(),
});

/** Password accepted: a code was mailed. */
export const loginAnswer = okAnswer(
  z.object({ user_id: z.string(), email: z.string(), role_id: z.string(), expirdetails: expiry, limit_left: z.number().int().optional() }),
);

export const resendOtpAnswer = okAnswer(z.object({ user_id: z.string(), email: z.string(), expirdetails: expiry }));

/** The session's token, at the top level and under data, with the user both nested and spread (the screens read either). */
export const verifyOtpAnswer = okAnswer(authUserSchema.extend({ token: z.string(), access_token: z.string(), user: authUserSchema, expirdetails: expiry }), {
  token: z.string(),
  user: authUserSchema,
});

export const refreshAnswer = okAnswer(z.object({ token: z.string(), user: authUserSchema, expirdetails: expiry }), { token: z.string() });

/** Who the token belongs to and what the role may do, module by module. */
export const meAnswer = okAnswer(
  z.object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      role_id: z.string().nullable(),
      role_name: z.string().nullable(),
      partner_id: z.string().nullable(),
    }),
    access: z.record(z.string(), permissionFlagsSchema.optional()),
    expiresAt: z.string(),
  }),
);
