import { z } from 'zod';
import { okAnswer, timestamp } from './answers';
import { paginationSchema } from './common';
import { PRODUCT_LOAN_TYPES } from './master-data/product-loan-types';

/** The specification's six (part 1 §3), then the types added after it. */
export const REGISTRATION_TYPES = [
  'LLP',
  'PRIVATE_LIMITED',
  'PROPRIETORSHIP',
  'PARTNERSHIP',
  'GOVERNMENT',
  'COOPERATIVE',
  'PUBLIC_LIMITED',
  'ONE_PERSON_COMPANY',
  'TRUST_SOCIETY',
] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** A stored master record: its id, its own fields, and when it was created and last updated. */
export function storedRecord<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ id: z.string(), ...shape, created_at: timestamp, updated_at: timestamp });
}

export const bankDtoSchema = storedRecord({
  name: z.string(),
  is_active: z.boolean(),
  logo_url: z.string().nullable(),
  grievance_officer_name: z.string().nullable(),
  grievance_officer_phone: z.string().nullable(),
  grievance_officer_email: z.string().nullable(),
  /** null: not stated. */
  uses_recovery_agents: z.boolean().nullable(),
});
export type BankDto = z.output<typeof bankDtoSchema>;

export const productDtoSchema = storedRecord({ name: z.string(), is_active: z.boolean(), loan_type: z.enum(PRODUCT_LOAN_TYPES) });
export type ProductDto = z.output<typeof productDtoSchema>;

export const companyDtoSchema = storedRecord({
  /** Same as company_name, for the pickers that read `name`. */
  name: z.string(),
  company_name: z.string(),
  is_listed: z.boolean(),
  registration_type: z.enum(REGISTRATION_TYPES).nullable(),
});
export type CompanyDto = z.output<typeof companyDtoSchema>;

export const cityDtoSchema = storedRecord({
  name: z.string(),
  city_name: z.string(),
  state: z.string(),
  is_metro: z.boolean(),
});

export const salaryCategoryDtoSchema = storedRecord({ name: z.string() });
export type SalaryCategoryDto = z.output<typeof salaryCategoryDtoSchema>;

export const mappingDtoSchema = storedRecord({
  bank_id: z.string(),
  product_id: z.string(),
  company_id: z.string(),
  category_id: z.string(),
  is_active: z.boolean(),
  bank_name: z.string(),
  product_name: z.string(),
  company_name: z.string(),
  category_name: z.string(),
}).extend({
  /** Total matching rows of the listing this row came from. */
  total_count: z.number().int().optional(),
});
export type MappingDto = z.output<typeof mappingDtoSchema>;

/** A master-data list: the rows under each name the client reads them by, and the page. */
export function listDataSchema<T extends z.ZodType>(keys: readonly string[], row: T, withTotalCount = false) {
  const rows = Object.fromEntries(keys.map((key) => [key, z.array(row)])) as Record<string, z.ZodArray<T>>;
  return z.object({ ...rows, pagination: paginationSchema, ...(withTotalCount ? { total_count: z.number().int() } : {}) });
}

const importResultDataSchema = z.object({
  /** The rows written, as the entity's answer shows them. */
  imported: z.array(z.record(z.string(), z.unknown())),
  errorFileUrl: z.string().nullable(),
  totalRows: z.number().int(),
  importedCount: z.number().int(),
  /** Rows rejected as invalid. */
  failedCount: z.number().int(),
  /** Rows rejected because they already exist or repeat an earlier row of the file. */
  duplicateCount: z.number().int(),
});
export type ImportResultData = z.output<typeof importResultDataSchema>;
export const importResultAnswer = okAnswer(importResultDataSchema);

const importProgressDataSchema = z.object({
  state: z.enum(['running', 'done', 'failed']),
  /** Data rows read and checked so far. */
  rowsProcessed: z.number().int(),
  /** How much of the file has been read, 0 to 1. */
  fraction: z.number(),
});
export type ImportProgressData = z.output<typeof importProgressDataSchema>;
export const importProgressAnswer = okAnswer(importProgressDataSchema);

const logoUploadDataSchema = z.object({ s3UploadedLink: z.string(), url: z.string(), key: z.string() });
export type LogoUploadData = z.output<typeof logoUploadDataSchema>;
export const logoUploadAnswer = okAnswer(logoUploadDataSchema);

/** Where each list answer puts its rows (the salary categories under both names the original client read). */
export const MASTER_LIST_KEYS = {
  banks: ['banks'],
  products: ['products'],
  companies: ['companies'],
  cities: ['cities'],
  salaryCategories: ['salaryCategories', 'categories'],
  mappings: ['companyCategories'],
} as const;

export const bankAnswer = okAnswer(bankDtoSchema);
export const productAnswer = okAnswer(productDtoSchema);
export const salaryCategoryListAnswer = okAnswer(
  z.object({ salaryCategories: z.array(salaryCategoryDtoSchema), categories: z.array(salaryCategoryDtoSchema), pagination: paginationSchema }),
);
