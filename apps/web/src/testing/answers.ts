import type { z } from 'zod';
import { okAnswer } from '@lbo/contracts/answers';
import type { bankDtoSchema, cityDtoSchema, companyDtoSchema } from '@lbo/contracts/master-data-answers';
import { bankAnswer, listDataSchema, productAnswer, salaryCategoryListAnswer } from '@lbo/contracts/master-data-answers';
import { ruleApprovalsStateAnswer, type RuleApprovalsState } from '@lbo/contracts/rule-changes';
import type { userAnswer } from '@lbo/contracts/access-answers';
import { roleAnswer, roleOptionsAnswer, rolesPageAnswer, usersPageAnswer } from '@lbo/contracts/access-answers';
import { profileAnswer } from '@lbo/contracts/shortener-answers';
import { ruleGroupAnswers, ruleRowAnswerSchema, type RuleGroupDefinition, type RuleRowAnswer } from '@lbo/contracts/rule-groups';

type Envelope = z.ZodType<{ data: unknown }>;
type DataOf<S extends Envelope> = z.input<S> extends { data: infer D } ? D : never;

/**
 * A success answer for a mock, built from the contract's schema: `data` is typed by it (a mock that
 * drifts from the contract fails to type-check) and checked by it when the mock is made.
 */
export function okBody<S extends Envelope>(schema: S, data: DataOf<S>, message = 'Success'): z.input<S> {
  const body = { status: true, statusCode: 200, message, data } as z.input<S>;
  schema.parse(body);
  return body;
}

const STAMP = '2026-11-01T00:00:00.000Z';

type AccessRole = z.input<typeof roleAnswer>['data'];
type AccessUser = z.input<typeof userAnswer>['data'];

/** A stored row of a rule group as its answers carry it: every field of the definition (null unless given). */
export function ruleRow(definition: RuleGroupDefinition, row: { id: string; bank_id: string; product_id?: string } & Record<string, unknown>) {
  const fields = Object.fromEntries(Object.keys(definition.fields).map((name) => [name, null]));
  const full = { is_active: true, valid_from: null, valid_to: null, ...fields, created_at: STAMP, updated_at: STAMP, ...row };
  return ruleRowAnswerSchema(definition).parse(full) as RuleRowAnswer;
}

/** The pagination of a list answer holding `total` rows on one page. */
export const onePage = (total: number) => ({ total, page: 1, limit: 1000, perPage: 1000, totalPages: 1 });

/** A bre list's data holding `items` on one page (proposals, versions, customers). */
export const itemsPage = <T>(items: T[]) => ({ items, total: items.length, page: 1, limit: 10, totalPages: 1 });

/** The rule-approvals setting as `GET /api/settings/rule-approvals` (and its PUT) answer it. */
export const approvalsBody = (required: boolean, changes: RuleApprovalsState['changes'] = []) => okBody(ruleApprovalsStateAnswer, { required, changes });

/** A group's list answer (the bulk list of a 'page' group, else the pair's rows or its one row). */
export function groupListBody(definition: RuleGroupDefinition, rows: RuleRowAnswer[]) {
  const { list } = definition.api;
  const answer = ruleGroupAnswers(definition).list;
  if (list.read === 'page') return okBody(answer, { [list.name ?? 'rules']: rows, pagination: onePage(rows.length), total_count: rows.length });
  return okBody(answer, list.read === 'pairForm' ? (rows[0] ?? null) : rows);
}

/** A row editor's save answer: the stored rows under the save's name. */
export function groupSavedBody(definition: RuleGroupDefinition, rows: RuleRowAnswer[]) {
  const save = definition.api.save!;
  return okBody(ruleGroupAnswers(definition).saved, { [save.name]: rows }, save.message);
}

/** The salary categories the category selects read. */
export function categoriesBody(categories: { id: string; name: string }[] = []) {
  const rows = categories.map((c) => ({ ...c, created_at: STAMP, updated_at: STAMP }));
  return okBody(salaryCategoryListAnswer, { salaryCategories: rows, categories: rows, pagination: onePage(rows.length) });
}

type BankRow = z.input<typeof bankDtoSchema>;

/** A bank as the bank answers carry it (no Key Fact Statement facts unless given). */
export const bankRow = (name: string, id = 'bank-1', row: Partial<BankRow> = {}): BankRow => ({
  id,
  name,
  is_active: true,
  logo_url: null,
  grievance_officer_name: null,
  grievance_officer_phone: null,
  grievance_officer_email: null,
  uses_recovery_agents: null,
  created_at: STAMP,
  updated_at: STAMP,
  ...row,
});

/** A bank as `bank/getBankById` answers it. */
export const bankBody = (name: string, id = 'bank-1') => okBody(bankAnswer, bankRow(name, id));

/** A product as the product answers carry it. */
export const productRow = (name: string, id = 'product-1') => ({
  id,
  name,
  is_active: true,
  loan_type: 'PERSONAL_LOAN' as const,
  created_at: STAMP,
  updated_at: STAMP,
});

/** A product as `product/getProductById` answers it. */
export const productBody = (name: string, id = 'product-1') => okBody(productAnswer, productRow(name, id));

/**
 * A master-data list answer: `rows` under `key`, on one page unless `page` says which page of how
 * many rows; `withTotalCount` for the mapping listing, which also counts beside the rows.
 */
export function masterListBody<Row extends z.ZodObject>(
  key: string,
  row: Row,
  rows: z.input<Row>[],
  { page = 1, limit = 10, total = rows.length, withTotalCount = false } = {},
) {
  const pagination = { total, page, limit, perPage: limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
  const data = { [key]: rows, pagination, ...(withTotalCount ? { total_count: total } : {}) };
  const body = { status: true, statusCode: 200, message: 'Success', data };
  okAnswer(listDataSchema([key], row, withTotalCount)).parse(body);
  return body;
}

/** A company as the company list answers it. */
export const companyRow = (
  row: { id: string; company_name: string; is_listed: boolean } & Partial<z.input<typeof companyDtoSchema>>,
): z.input<typeof companyDtoSchema> => ({
  name: row.company_name,
  registration_type: null,
  created_at: STAMP,
  updated_at: STAMP,
  ...row,
});

/** A city as the city list answers it. */
export const cityRow = (row: { id: string; city_name: string; is_metro: boolean }): z.input<typeof cityDtoSchema> => ({
  name: row.city_name,
  state: 'Maharashtra',
  created_at: STAMP,
  updated_at: STAMP,
  ...row,
});
/** A mock's reply (HTTP status and body) carrying a success answer built as okBody builds it. */
export function okReply<S extends Envelope>(schema: S, data: DataOf<S>, status = 200, message?: string) {
  return { status, body: okBody(schema, data, message) };
}

/** An answer without the envelope (the admin-auth family's), typed and checked by its schema. */
export function plainBody<S extends z.ZodType>(schema: S, body: z.input<S>): z.input<S> {
  schema.parse(body);
  return body;
}

/** A stored role as the roles answers carry it. */
export const roleRow = (role: Partial<AccessRole> & Pick<AccessRole, '_id' | 'role_name'>): AccessRole => ({
  role_access: [],
  is_system: false,
  createdAt: STAMP,
  updatedAt: STAMP,
  ...role,
});

/** A user as the users answers carry it. */
export const userRow = (user: Partial<AccessUser> & Pick<AccessUser, '_id' | 'name' | 'email'>): AccessUser => ({
  role_id: null,
  role_name: null,
  status: 'Active',
  partner_id: null,
  partner_name: null,
  has_password: true,
  createdAt: STAMP,
  updatedAt: STAMP,
  ...user,
});

/** `role/getAllRoles` and `crmAuth/getAllUsers`: one page of rows, at the top level and under data. */
export function rolesPageBody(rows: AccessRole[]) {
  return plainBody(rolesPageAnswer, { status: true, statusCode: 200, message: 'Success', data: accessPage(rows), ...accessPage(rows) });
}

export function usersPageBody(rows: AccessUser[]) {
  return plainBody(usersPageAnswer, { status: true, statusCode: 200, message: 'Success', data: accessPage(rows), ...accessPage(rows) });
}

const accessPage = <T>(rows: T[]) => ({ userdata: rows, pageDetails: { totalCount: rows.length, page: 1, page_limit: 25, totalPages: 1 } });

/** `role/getRolesList`: the role select's options, and the same as a map. */
export function roleOptionsBody(options: { value: string; label: string }[]) {
  const map = Object.fromEntries(options.map((o) => [o.value, o.label]));
  return plainBody(roleOptionsAnswer, { status: true, statusCode: 200, message: 'Success', data: options, map });
}

/** `role/getRoleById`: a role with the permission matrix the session reads at sign-in. */
export const roleAccessBody = (roleAccess: AccessRole['role_access'] = []) =>
  okBody(roleAnswer, roleRow({ _id: 'role-1', role_name: 'Administrator', role_access: roleAccess }));

/** `adminAuth/profile`: the signed-in user's profile, counters and latest activity (given fields replace the defaults). */
export function profileBody(profile: Partial<z.input<typeof profileAnswer>> = {}) {
  return plainBody(profileAnswer, {
    id: 'u1',
    email: 'asha@lender.in',
    name: 'Asha Rao',
    role: 'Administrator',
    firstName: 'Asha',
    lastName: 'Rao',
    company: '',
    createdAt: STAMP,
    stats: { totalLinks: 12, totalClicks: 3456, activeLinks: 9, countries: 4, totalApiKeys: 2 },
    recentActivity: [
      {
        type: 'link_created',
        shortId: 'abc1234',
        destination: 'https://example.in',
        message: 'Short link /abc1234 created',
        createdAt: new Date().toISOString(),
      },
    ],
    ...profile,
  });
}
