import { z } from 'zod';
import { USER_STATUSES } from './access';
import { okAnswer, timestamp } from './answers';

/** The answers of the roles, users and password-link calls (part 1 §9). */

/** What a role may do in one module; `approve`: only Business Rules has it, and rows saved before it existed leave it out. */
export const permissionFlagsSchema = z.object({
  create: z.boolean(),
  edit: z.boolean(),
  view: z.boolean(),
  delete: z.boolean(),
  export: z.boolean(),
  approve: z.boolean().optional(),
});

const roleAccessAnswerSchema = z.object({ module_id: z.string(), ...permissionFlagsSchema.shape });

const roleDtoSchema = z.object({
  _id: z.string(),
  role_name: z.string(),
  role_access: z.array(roleAccessAnswerSchema),
  is_system: z.boolean(),
  user_count: z.number().int().optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const userDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role_id: z.string().nullable(),
  role_name: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  /** The channel partner the user works for, or null for the marketplace's own staff. */
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  /** false until the user has chosen a password from the invitation. */
  has_password: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const pageDetailsSchema = z.object({ totalCount: z.number().int(), page: z.number().int(), page_limit: z.number().int(), totalPages: z.number().int() });

/** `role/getAllRoles` and `crmAuth/getAllUsers`: the rows under `userdata`, at the top level and under data (the tables read either). */
function pagedAnswer<T extends z.ZodType>(row: T) {
  const page = { userdata: z.array(row), pageDetails: pageDetailsSchema };
  return okAnswer(z.object(page), page);
}

export const rolesPageAnswer = pagedAnswer(roleDtoSchema);
export const usersPageAnswer = pagedAnswer(userDtoSchema);
export const roleAnswer = okAnswer(roleDtoSchema);
export const userAnswer = okAnswer(userDtoSchema);
export const createdUserAnswer = okAnswer(userDtoSchema.extend({ invitationSent: z.boolean() }));
export const deletedAnswer = okAnswer(z.object({ _id: z.string() }));

const roleOption = z.object({ value: z.string(), label: z.string() });
/** The role select's options, and the same as a map id → name. */
export const roleOptionsAnswer = okAnswer(z.array(roleOption), { map: z.record(z.string(), z.string()) });

export const emailFreeAnswer = okAnswer(z.object({ email: z.string(), exists: z.literal(false) }));
export const passwordSetAnswer = okAnswer(z.object({ email: z.string() }));
export const invitationSentAnswer = okAnswer(z.object({ expiresAt: timestamp }));
