import { z } from 'zod';
import { exportFormat, listQuery, NO_PAGING, queryBoolean } from './common';
import { CATEGORY_NAME_MAX, IMPORT_MAX_BYTES, LOGO_MAX_BYTES } from './limits';

/**
 * Master data: banks, products, companies, cities, salary categories and
 * bank-company-category mappings, their imports and the bank logo upload.
 * Messages are the specification's (part 1 §5/§8, part 2 §5/§8) where it gives one.
 */

import { REGISTRATION_TYPES, type RegistrationType } from './master-data-answers';

export { REGISTRATION_TYPES, type RegistrationType };
export const REGISTRATION_TYPE_LABELS: Record<RegistrationType, string> = {
  LLP: 'LLP',
  PRIVATE_LIMITED: 'Private Limited',
  PROPRIETORSHIP: 'Proprietorship',
  PARTNERSHIP: 'Partnership',
  GOVERNMENT: 'Government',
  COOPERATIVE: 'Cooperative',
  PUBLIC_LIMITED: 'Public Limited',
  ONE_PERSON_COMPANY: 'One Person Company',
  TRUST_SOCIETY: 'Trust / Society',
};

/** Spellings seen in the field (and the original client's GOVERMENT) mapped to the stored value. */
const REGISTRATION_ALIASES: Record<string, RegistrationType> = {
  GOVERMENT: 'GOVERNMENT',
  GOVT: 'GOVERNMENT',
  PVT_LTD: 'PRIVATE_LIMITED',
  PRIVATE_LTD: 'PRIVATE_LIMITED',
  PRIVATE: 'PRIVATE_LIMITED',
  CO_OPERATIVE: 'COOPERATIVE',
  PROPRIETOR: 'PROPRIETORSHIP',
  PROPRIETARY: 'PROPRIETORSHIP',
  PUBLIC_LTD: 'PUBLIC_LIMITED',
  OPC: 'ONE_PERSON_COMPANY',
  TRUST: 'TRUST_SOCIETY',
  SOCIETY: 'TRUST_SOCIETY',
};

/** 'Private Limited', 'Trust / Society', 'GOVERMENT' → the stored value; null for blank; the input unchanged when unknown. */
export function normalizeRegistrationType(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value !== 'string') return value;
  const key = value
    .trim()
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/[\s/-]+/g, '_');
  if (key === '') return null;
  return REGISTRATION_ALIASES[key] ?? key;
}

export const MASTER_LIMITS = {
  bankNameMax: 100,
  productNameMax: 100,
  companyNameMax: 200,
  cityNameMax: 100,
  stateMax: 100,
  categoryNameMax: CATEGORY_NAME_MAX,
  logoUrlMax: 2048,
  /** The bank's grievance redressal officer, printed on the Key Fact Statement. */
  grievanceOfficerNameMax: 200,
  grievanceOfficerPhoneMin: 7,
  grievanceOfficerPhoneMax: 20,
  grievanceOfficerEmailMax: 254,
  /** Rows per import file (header excluded). */
  importMaxRows: 100_000,
} as const;

/** Default page sizes (part 1 §9, part 2 §9). */
export const MASTER_PAGE_SIZE = {
  banks: 10,
  products: 10,
  companies: 25,
  cities: 25,
  categories: 25,
  mappings: 10,
} as const;

export const MASTER_MESSAGES = {
  bankNameRequired: 'Bank name is required',
  bankNameTooLong: `Bank name must be at most ${MASTER_LIMITS.bankNameMax} characters`,
  invalidLogoUrl: 'Invalid logo URL',
  grievanceOfficerNameInvalid: 'Grievance officer name must be text',
  grievanceOfficerNameTooLong: `Grievance officer name must be at most ${MASTER_LIMITS.grievanceOfficerNameMax} characters`,
  grievanceOfficerPhoneInvalid: `Grievance officer phone must be ${MASTER_LIMITS.grievanceOfficerPhoneMin} to ${MASTER_LIMITS.grievanceOfficerPhoneMax} characters: digits, spaces, + or -`,
  grievanceOfficerEmailInvalid: 'Grievance officer e-mail must be a valid e-mail address',
  grievanceOfficerEmailTooLong: `Grievance officer e-mail must be at most ${MASTER_LIMITS.grievanceOfficerEmailMax} characters`,
  productNameRequired: 'Product name is required',
  productNameTooLong: `Product name must be at most ${MASTER_LIMITS.productNameMax} characters`,
  companyNameRequired: 'Company name is required',
  companyNameTooLong: `Company name must be at most ${MASTER_LIMITS.companyNameMax} characters`,
  registrationTypeInvalid: `Registration type must be one of ${REGISTRATION_TYPES.join(', ')}`,
  cityNameRequired: 'City Name is required',
  cityNameTooLong: `City Name must be at most ${MASTER_LIMITS.cityNameMax} characters`,
  stateRequired: 'State is required',
  stateTooLong: `State must be at most ${MASTER_LIMITS.stateMax} characters`,
  categoryNameRequired: 'Category name is required',
  categoryNameMax: 'Max 50 characters',
  bankRequired: 'Bank is required',
  productRequired: 'Product is required',
  companyRequired: 'Company is required',
  categoryRequired: 'Category is required',
  booleanInvalid: 'must be true or false',
  // conflicts and lookups
  bankExists: 'A bank with this name already exists',
  productExists: 'A product with this name already exists',
  companyExists: 'A company with this name already exists',
  cityExists: 'This city already exists in this state',
  categoryExists: 'A category with this name already exists',
  mappingExists: 'A mapping for this bank, product and company already exists',
  categoryInUse: 'This category is used by bank-company-category mappings or rules. Change or delete those first.',
  bankNotFound: 'Bank not found',
  productNotFound: 'Product not found',
  companyNotFound: 'Company not found',
  categoryNotFound: 'Category not found',
  // success answers and toasts
  bankCreated: 'Bank created successfully',
  bankUpdated: 'Bank updated successfully',
  bankDeleted: 'Bank deleted successfully',
  bankActivated: 'Bank activated successfully',
  bankDeactivated: 'Bank deactivated successfully',
  productCreated: 'Product created successfully',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  productActivated: 'Product activated successfully',
  productDeactivated: 'Product deactivated successfully',
  companyCreated: 'Company created successfully',
  companyUpdated: 'Company updated successfully',
  companyDeleted: 'Company deleted successfully',
  cityCreated: 'City created',
  cityUpdated: 'City updated',
  cityDeleted: 'City deleted',
  categoryCreated: 'Salary category created',
  categoryUpdated: 'Salary category updated',
  categoryDeleted: 'Salary category deleted',
  mappingCreated: 'Bank-Company-Category mapping created',
  mappingUpdated: 'Bank-Company-Category mapping updated',
  mappingDeleted: 'Rule deleted successfully',
  mappingsSaved: 'Bank-Company-Category rules saved successfully',
  ruleRemoved: 'Rule removed',
  // failure toasts
  fetchBanksFailed: 'Failed to fetch banks',
  fetchProductsFailed: 'Failed to fetch products',
  fetchCompaniesFailed: 'Failed to fetch companies',
  fetchCitiesFailed: 'Failed to fetch cities',
  fetchCategoriesFailed: 'Failed to fetch salary categories',
  fetchMappingsFailed: 'Failed to fetch data',
  saveBankFailed: 'Failed to save bank',
  saveProductFailed: 'Failed to save product',
  saveCityFailed: 'Failed to save city',
  saveCategoryFailed: 'Failed to save category',
  saveMappingsFailed: 'Failed to save rules',
  deleteFailed: 'Delete failed',
  updateStatusFailed: 'Failed to update status',
  loadMappingFailed: 'Failed to load mapping details',
  loadMappingForEditFailed: 'Failed to load mapping for edit',
  fixValidationErrors: 'Please fix validation errors',
  emptyMappingRules: 'No rules configured for this bank and product. Click "Add Rule" to create one.',
} as const;

export const LOGO_MESSAGES = {
  /** The server's 413 answer. */
  tooLargeServer: 'File too large. Max file size is 2 MB.',
  /** The form's own check before uploading. */
  tooLarge: 'File too large. Max file size is 2 MB. Please choose a smaller image.',
  tryDifferent: 'Logo upload failed. Please try a different image or try again.',
  tooLarge413: 'Image too large for server (413). Please choose a smaller image.',
  failed: 'Logo upload failed. Please try again.',
  notAnImage: 'Only JPEG, PNG or GIF images are allowed.',
  noFile: 'No file selected. Please choose an image.',
  hint: 'JPEG, PNG, GIF up to 2 MB',
} as const;
export const LOGO_MAX = LOGO_MAX_BYTES;

export const IMPORT_KINDS = ['companies', 'cities', 'mappings'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export type SheetFormat = 'xlsx' | 'xls' | 'csv';
export const IMPORT_FORMATS: Record<ImportKind, readonly SheetFormat[]> = {
  companies: ['xlsx', 'xls'],
  cities: ['xlsx', 'xls'],
  mappings: ['xlsx', 'xls', 'csv'],
};
export const IMPORT_MAX = IMPORT_MAX_BYTES;

export const IMPORT_MESSAGES = {
  excelTypeInvalid: 'Please select a valid Excel file (.xlsx or .xls).',
  excelCsvTypeInvalid: 'Please select a valid Excel/CSV file (.xlsx, .xls, .csv).',
  tooLarge: 'File too large. Max allowed size is 5 MB.',
  noExcelFile: 'No file selected. Please choose an Excel file first.',
  noExcelCsvFile: 'No file selected. Please choose an Excel/CSV file first.',
  selectBankProduct: 'Please select Bank and Product before importing.',
  failed: 'Import failed',
  emptyFile: 'The file is empty.',
  notExcel: 'The file is not a valid Excel workbook (.xlsx or .xls). It may be corrupt or another kind of file renamed.',
  notCsv: 'The file is not a valid CSV file: it must be UTF-8 text.',
  unreadable: 'The file could not be read as a spreadsheet. It may be corrupt.',
  noSheet: 'The workbook has no sheet to import.',
  noHeader: 'The sheet is empty: the first row must hold the column names.',
  missingColumns: (columns: string[]) =>
    `The sheet is missing the required column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}. Download the template to see the expected columns.`,
  tooManyRows: `The file has too many rows (at most ${MASTER_LIMITS.importMaxRows.toLocaleString('en-US')}). Split it into smaller files.`,
  tooLargeUnpacked: 'The workbook is too large once unpacked. Split it into smaller files.',
  tooManyColumns: (max: number) => `A row has more than ${max} columns. Start from the template: it needs far fewer.`,
  cellTooLong: (max: number) => `A cell holds more than ${max.toLocaleString('en-US')} characters, more than a spreadsheet cell can.`,
  xlsTooLarge: (maxBytes: number) =>
    `An .xls file can be at most ${maxBytes / 1024 / 1024} MB. Save it as .xlsx or .csv (File › Save As) to upload a larger one.`,
  duplicateExisting: (what: string) => `Duplicate: ${what} already exists`,
  duplicateInFile: (row: number) => `Duplicate: repeated in the file (same as row ${row})`,
} as const;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * The four outcomes of part 2 §4/§8: imported rows plus an error file, only
 * errors, imported rows and no error file, nothing at all.
 */
export function importOutcomeMessage(kind: ImportKind, imported: number, hasErrorFile: boolean): string {
  if (kind === 'mappings') {
    if (imported > 0 && hasErrorFile) return `${imported} imported. Some rows failed. Please download error file.`;
    if (hasErrorFile) return 'All rows failed or duplicates found. Please check error file.';
    if (imported === 0) return 'No new records imported. Rows may be duplicates.';
    return `${imported} ${plural(imported, 'record', 'records')} imported successfully`;
  }
  const [one, many] = kind === 'companies' ? ['company', 'companies'] : ['city', 'cities'];
  if (imported > 0 && hasErrorFile) {
    return `${imported} ${plural(imported, one, many)} imported. Some rows couldn't be processed. Please review the error file and upload the corrected rows.`;
  }
  if (hasErrorFile) return 'Duplicate or invalid rows detected. Kindly check the error file, correct the issues, and upload again.';
  if (imported === 0) return `No new ${many} were imported. All rows appear to be duplicates or already exist.`;
  return `${imported} ${plural(imported, one, many)} imported successfully`;
}

// ---------------------------------------------------------------- schemas

const requiredText = (required: string, max: number, tooLong: string) => z.string({ message: required }).trim().min(1, required).max(max, tooLong);

/** Booleans from forms and JSON; 'true'/'false' strings are accepted too. */
export const bodyBoolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ message: MASTER_MESSAGES.booleanInvalid }));

/** Optional text from forms: trimmed, and blank (an emptied input) is null. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v);

const logoUrl = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/, message: MASTER_MESSAGES.invalidLogoUrl })
    .max(MASTER_LIMITS.logoUrlMax, MASTER_MESSAGES.invalidLogoUrl)
    .nullable(),
);

const bankName = requiredText(MASTER_MESSAGES.bankNameRequired, MASTER_LIMITS.bankNameMax, MASTER_MESSAGES.bankNameTooLong);

/** A fact that may be left out: blank is null, and null clears it. */
const optionalFact = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional();

/** The Key Fact Statement's bank facts (Part 2), each optional. */
const bankKfsFields = {
  grievance_officer_name: optionalFact(
    z.string({ message: MASTER_MESSAGES.grievanceOfficerNameInvalid }).max(MASTER_LIMITS.grievanceOfficerNameMax, MASTER_MESSAGES.grievanceOfficerNameTooLong),
  ),
  // Digits with spaces, + or -, and at least one digit.
  grievance_officer_phone: optionalFact(
    z
      .string({ message: MASTER_MESSAGES.grievanceOfficerPhoneInvalid })
      .regex(
        new RegExp(`^(?=.*\\d)[0-9 +-]{${MASTER_LIMITS.grievanceOfficerPhoneMin},${MASTER_LIMITS.grievanceOfficerPhoneMax}}$`),
        MASTER_MESSAGES.grievanceOfficerPhoneInvalid,
      ),
  ),
  grievance_officer_email: optionalFact(
    z
      .email({ message: MASTER_MESSAGES.grievanceOfficerEmailInvalid })
      .max(MASTER_LIMITS.grievanceOfficerEmailMax, MASTER_MESSAGES.grievanceOfficerEmailTooLong),
  ),
  /** null: not stated (the KFS then refers to the loan agreement). */
  uses_recovery_agents: z.preprocess((v) => (v === '' ? null : v), bodyBoolean.nullable()).optional(),
};

export const bankCreateSchema = z.object({ name: bankName, is_active: bodyBoolean.optional(), logo_url: logoUrl.optional(), ...bankKfsFields });
export const bankUpdateSchema = z.object({ name: bankName.optional(), is_active: bodyBoolean.optional(), logo_url: logoUrl.optional(), ...bankKfsFields });
export type BankCreateInput = z.input<typeof bankCreateSchema>;
export type BankUpdateInput = z.input<typeof bankUpdateSchema>;

const productName = requiredText(MASTER_MESSAGES.productNameRequired, MASTER_LIMITS.productNameMax, MASTER_MESSAGES.productNameTooLong);
export const productCreateSchema = z.object({ name: productName, is_active: bodyBoolean.optional() });
export const productUpdateSchema = z.object({ name: productName.optional(), is_active: bodyBoolean.optional() });
export type ProductCreateInput = z.input<typeof productCreateSchema>;

const registrationType = z.preprocess(normalizeRegistrationType, z.enum(REGISTRATION_TYPES, { message: MASTER_MESSAGES.registrationTypeInvalid }).nullable());
const companyName = requiredText(MASTER_MESSAGES.companyNameRequired, MASTER_LIMITS.companyNameMax, MASTER_MESSAGES.companyNameTooLong);
export const companyCreateSchema = z.object({
  company_name: companyName,
  is_listed: bodyBoolean.optional(),
  registration_type: registrationType.optional(),
});
export const companyUpdateSchema = z.object({
  company_name: companyName.optional(),
  is_listed: bodyBoolean.optional(),
  registration_type: registrationType.optional(),
});
export type CompanyCreateInput = z.input<typeof companyCreateSchema>;

const cityName = requiredText(MASTER_MESSAGES.cityNameRequired, MASTER_LIMITS.cityNameMax, MASTER_MESSAGES.cityNameTooLong);
const stateName = requiredText(MASTER_MESSAGES.stateRequired, MASTER_LIMITS.stateMax, MASTER_MESSAGES.stateTooLong);
export const cityCreateSchema = z.object({ city_name: cityName, state: stateName, is_metro: bodyBoolean.optional() });
export const cityUpdateSchema = z.object({ city_name: cityName.optional(), state: stateName.optional(), is_metro: bodyBoolean.optional() });
export type CityCreateInput = z.input<typeof cityCreateSchema>;

const categoryName = requiredText(MASTER_MESSAGES.categoryNameRequired, MASTER_LIMITS.categoryNameMax, MASTER_MESSAGES.categoryNameMax);
export const salaryCategoryCreateSchema = z.object({ name: categoryName });
export const salaryCategoryUpdateSchema = salaryCategoryCreateSchema;
export type SalaryCategoryInput = z.input<typeof salaryCategoryCreateSchema>;

const requiredId = (message: string) => z.uuid({ message });
export const mappingCreateSchema = z.object({
  bank_id: requiredId(MASTER_MESSAGES.bankRequired),
  product_id: requiredId(MASTER_MESSAGES.productRequired),
  company_id: requiredId(MASTER_MESSAGES.companyRequired),
  category_id: requiredId(MASTER_MESSAGES.categoryRequired),
  is_active: bodyBoolean.optional(),
});
export const mappingUpdateSchema = z.object({
  bank_id: requiredId(MASTER_MESSAGES.bankRequired).optional(),
  product_id: requiredId(MASTER_MESSAGES.productRequired).optional(),
  company_id: requiredId(MASTER_MESSAGES.companyRequired).optional(),
  category_id: requiredId(MASTER_MESSAGES.categoryRequired).optional(),
  is_active: bodyBoolean.optional(),
});
export type MappingCreateInput = z.input<typeof mappingCreateSchema>;

/** Query-string filters: '' and 'all' mean no filter. */
const optionalFilterBoolean = z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), queryBoolean.optional());
const optionalFilterId = z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ message: 'must be a valid id' }).optional());
const sortOrder = z.enum(['asc', 'desc'], { message: "must be 'asc' or 'desc'" }).default('asc');
const sortBy = <const T extends readonly [string, ...string[]]>(columns: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(columns, { message: `must be one of ${columns.join(', ')}` }).optional());

export const bankListQuery = listQuery(MASTER_PAGE_SIZE.banks).extend({
  is_active: optionalFilterBoolean,
  sortBy: sortBy(['name', 'is_active', 'created_at'] as const),
  sortOrder,
});
export const productListQuery = listQuery(MASTER_PAGE_SIZE.products).extend({
  is_active: optionalFilterBoolean,
  sortBy: sortBy(['name', 'is_active', 'created_at'] as const),
  sortOrder,
});
export const companyListQuery = listQuery(MASTER_PAGE_SIZE.companies).extend({
  is_listed: optionalFilterBoolean,
  registration_type: z.preprocess(normalizeRegistrationType, z.enum(REGISTRATION_TYPES, { message: MASTER_MESSAGES.registrationTypeInvalid }).nullish()),
  sortBy: sortBy(['company_name', 'registration_type', 'is_listed', 'created_at'] as const),
  sortOrder,
});
export const cityListQuery = listQuery(MASTER_PAGE_SIZE.cities).extend({
  is_metro: optionalFilterBoolean,
  sortBy: sortBy(['city_name', 'state', 'is_metro', 'created_at'] as const),
  sortOrder,
});
export const salaryCategoryListQuery = listQuery(MASTER_PAGE_SIZE.categories).extend({
  sortBy: sortBy(['name', 'created_at'] as const),
  sortOrder,
});
export const mappingListQuery = listQuery(MASTER_PAGE_SIZE.mappings).extend({
  bank_id: optionalFilterId,
  product_id: optionalFilterId,
  company_id: optionalFilterId,
  category_id: optionalFilterId,
  is_active: optionalFilterBoolean,
  sortBy: sortBy(['bank_name', 'product_name', 'company_name', 'category_name', 'is_active', 'created_at'] as const),
  sortOrder,
});

/** Each list's export: its search, filters and sort without paging, and the format. */
export const bankExportQuery = bankListQuery.omit(NO_PAGING).extend({ format: exportFormat });
export const productExportQuery = productListQuery.omit(NO_PAGING).extend({ format: exportFormat });
export const companyExportQuery = companyListQuery.omit(NO_PAGING).extend({ format: exportFormat });
export const cityExportQuery = cityListQuery.omit(NO_PAGING).extend({ format: exportFormat });
export const salaryCategoryExportQuery = salaryCategoryListQuery.omit(NO_PAGING).extend({ format: exportFormat });
export const mappingExportQuery = mappingListQuery.omit(NO_PAGING).extend({ format: exportFormat });

/** Where each master-data list is exported from; the web and the server both read these. */
export const MASTER_EXPORT_PATHS = {
  bank: '/api/bank/export',
  product: '/api/product/export',
  company: '/api/company/export',
  city: '/api/cities/export',
  category: '/api/salarycategory/export',
  mapping: '/api/bankcompanycategory/export',
} as const;

export type BankListQuery = z.input<typeof bankListQuery>;
export type CompanyListQuery = z.input<typeof companyListQuery>;
export type MappingListQuery = z.input<typeof mappingListQuery>;

/** The mapping import's bank and product arrive as multipart fields (or in the query string). */
export const mappingImportTarget = z.object({
  bank_id: z.uuid({ message: IMPORT_MESSAGES.selectBankProduct }),
  product_id: z.uuid({ message: IMPORT_MESSAGES.selectBankProduct }),
});

// The answers' schemas and types are in master-data-answers.ts.
export type {
  BankDto,
  ProductDto,
  CompanyDto,
  CityDto,
  SalaryCategoryDto,
  MappingDto,
  ListData,
  ImportResultData,
  ImportProgressData,
  LogoUploadData,
} from './master-data-answers';

/**
 * An import's id, chosen by the uploader (a UUID) and sent in this header, so that it can ask
 * `GET /api/imports/:importId/progress` how far the server has got while the upload call runs.
 */
export const IMPORT_ID_HEADER = 'x-import-id';
