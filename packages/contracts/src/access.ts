import { z } from 'zod';
import { exportFormat, limitParam, pageParam, uuid } from './common';
import { orBlank } from './lenient';
import { MODULES } from './permissions';

/** Default page size of the roles and users tables (part 1 §9). */
export const ACCESS_PAGE_SIZE = 25;
const ROLE_NAME_MAX = 100;
export const USER_NAME_MAX = 200;
const EMAIL_MAX = 254;
/** A forgotten-password link is valid this long (an invitation: INVITATION_TTL_HOURS). */
export const RESET_LINK_TTL_MINUTES = 60;
/** At most one forgotten-password mail per account in this window, so the form cannot flood a mailbox. */
export const RESET_MAIL_INTERVAL_SECONDS = 60;

export const USER_STATUSES = ['Active', 'Inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ACCESS_MESSAGES = {
  // role form and answers
  roleNameRequired: 'Role name is required',
  roleNameTooLong: `Role name must be at most ${ROLE_NAME_MAX} characters`,
  roleNameTaken: 'A role with this name already exists',
  roleCreated: 'Role Created Successfully',
  roleUpdated: 'Role Updated Successfully',
  roleDeleted: 'Role Deleted Successfully',
  saveRoleFailed: 'Failed to save role',
  updateRoleFailed: 'Failed to update role',
  loadRolesFailed: 'Failed to load roles',
  noRoles: 'No roles available',
  unknownModule: 'is not a known module',
  duplicateModule: 'lists the same module twice',
  roleInUse: (users: number) => `Role is assigned to ${users} user${users === 1 ? '' : 's'}`,
  systemRoleDelete: 'The Administrator role cannot be deleted',
  systemRoleAccess: 'The Administrator role must keep every User Management permission',
  // user form and answers
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${USER_NAME_MAX} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  roleRequired: 'Role is required',
  roleMissing: 'The selected role does not exist',
  statusInvalid: "Status must be 'Active' or 'Inactive'",
  emailExists: 'Email Already Exists',
  emailAvailable: 'Email is available',
  userExistsField: 'User already exists with this email',
  emailCheckFailed: 'Failed to verify email',
  userCreated: 'User Created Successfully',
  userUpdated: 'User Updated Successfully',
  userDeleted: 'User Deleted Successfully',
  userActivated: 'User Activated Successfully',
  userDeactivated: 'User Deactivated Successfully',
  saveUserFailed: 'Failed to save user',
  statusUpdateFailed: 'Status update failed',
  fetchUsersFailed: 'Failed to fetch users',
  selfDeactivate: 'You cannot deactivate your own account',
  selfDelete: 'You cannot delete your own account',
  selfPartner: 'You cannot change your own partner',
  partnerIntegrationsHeld:
    "This user holds API keys or webhook endpoints that belong to their current partner (or to the marketplace): revoke or delete them before changing the user's partner",
  // invitations
  invitationSent: 'Invitation sent',
  invitationNotSent: 'User Created Successfully, but the invitation e-mail could not be sent. Use Resend invitation.',
  passwordAlreadySet: 'This user has already set a password',
  resendInvitation: 'Resend invitation',
} as const;

const flag = z.boolean({ message: 'must be true or false' }).default(false);

const roleAccessEntrySchema = z.object({
  module_id: z.enum(MODULES, { message: ACCESS_MESSAGES.unknownModule }),
  create: flag,
  edit: flag,
  view: flag,
  delete: flag,
  export: flag,
  /** Only Business Rules has it: approving rule changes others proposed (ADR 0024). */
  approve: flag,
});

export const roleNameSchema = z
  .string({ message: ACCESS_MESSAGES.roleNameRequired })
  .trim()
  .min(1, ACCESS_MESSAGES.roleNameRequired)
  .max(ROLE_NAME_MAX, ACCESS_MESSAGES.roleNameTooLong);

export const roleRequestSchema = z.object({
  role_name: roleNameSchema,
  role_access: z
    .array(roleAccessEntrySchema, { message: 'must be a list' })
    .max(MODULES.length * 2, 'has too many entries')
    .default([])
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((e, i) => {
        if (seen.has(e.module_id)) ctx.addIssue({ code: 'custom', path: [i, 'module_id'], message: ACCESS_MESSAGES.duplicateModule });
        seen.add(e.module_id);
      });
    }),
});
export type RoleRequest = z.input<typeof roleRequestSchema>;

const SORT_ORDERS = ['asc', 'desc'] as const;
const ROLE_SORT_FIELDS = ['role_name', 'createdAt', 'updatedAt'] as const;
const USER_SORT_FIELDS = ['name', 'email', 'role_name', 'status', 'createdAt', 'updatedAt'] as const;

const accessListQuery = <F extends readonly [string, ...string[]]>(sortFields: F) =>
  z.object({
    search_query: z.string().trim().max(200, 'must be at most 200 characters').optional(),
    page: pageParam,
    page_limit: limitParam(ACCESS_PAGE_SIZE),
    sort_by: z.enum(sortFields, { message: `must be one of ${sortFields.join(', ')}` }).optional(),
    sort_order: z.enum(SORT_ORDERS, { message: 'must be asc or desc' }).optional(),
  });

export const roleListQuery = accessListQuery(ROLE_SORT_FIELDS);
export const userListQuery = accessListQuery(USER_SORT_FIELDS);
export const userExportQuery = userListQuery.omit({ page: true, page_limit: true }).extend({ format: exportFormat });

export const roleIdQuery = z.object({ role_id: uuid });

export const userEmailSchema = z
  .string({ message: ACCESS_MESSAGES.emailRequired })
  .trim()
  .min(1, ACCESS_MESSAGES.emailRequired)
  .max(EMAIL_MAX, ACCESS_MESSAGES.emailInvalid)
  .email(ACCESS_MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

export const userStatusSchema = z.enum(USER_STATUSES, { message: ACCESS_MESSAGES.statusInvalid });

export const userRequestSchema = z.object({
  name: z.string({ message: ACCESS_MESSAGES.nameRequired }).trim().min(1, ACCESS_MESSAGES.nameRequired).max(USER_NAME_MAX, ACCESS_MESSAGES.nameTooLong),
  email: userEmailSchema,
  role_id: z.uuid({ error: (issue) => (typeof issue.input !== 'string' || issue.input === '' ? ACCESS_MESSAGES.roleRequired : 'must be a valid id') }),
  status: userStatusSchema.default('Active'),
  /**
   * The channel partner the user works for (ADR 0044): they then see only its applicants. Left
   * out: unchanged (none on create); null or blank: none, marketplace staff.
   */
  partner_id: orBlank(uuid.nullable().optional(), null),
});

/** The edit form locks the e-mail, so an update may leave it out. */
export const userUpdateSchema = userRequestSchema.extend({ email: userEmailSchema.optional() });

export const checkEmailQuery = z.object({ email: userEmailSchema });

/** `crmAuth/updateStatus` takes id and status from the body or the query string. */
export const userStatusFields = z.object({ id: uuid.optional(), status: userStatusSchema.optional() });

export interface UserDto {
  _id: string;
  name: string;
  email: string;
  role_id: string | null;
  role_name: string | null;
  status: UserStatus;
  /** The channel partner the user works for, or null for the marketplace's own staff. */
  partner_id: string | null;
  partner_name: string | null;
  /** false until the user has chosen a password from the invitation. */
  has_password: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface PageDetails {
  totalCount: number;
  page: number;
  page_limit: number;
  totalPages: number;
}

/** Shape of `role/getAllRoles` and `crmAuth/getAllUsers`: the rows under `userdata`, top level and under data. */
export interface AccessListResponse<T> {
  status: true;
  statusCode: number;
  message: string;
  userdata: T[];
  pageDetails: PageDetails;
  data: { userdata: T[]; pageDetails: PageDetails };
}

export interface RoleOption {
  value: string;
  label: string;
}
