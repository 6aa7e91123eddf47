/**
 * Master data: banks, products, companies, cities, salary categories and
 * bank-company-category mappings, their imports and the bank logo upload.
 * Each entity is one definition in master-data/ (paths, fields, columns, messages, import,
 * export); the server's routes and queries and the web's screens are derived from them. The words
 * the screens show are the web's (features/master-data/resources/<entity>.copy.ts).
 * Messages are the specification's (part 1 §5/§8, part 2 §5/§8) where it gives one.
 */
import { bankDefinition, BANK_MESSAGES } from './master-data/banks';
import { cityDefinition, CITY_MESSAGES } from './master-data/cities';
import { companyDefinition, COMPANY_MESSAGES } from './master-data/companies';
import type { MasterEntityDefinition } from './master-data/define-master-entity';
import { COMMON_MESSAGES } from './master-data/fields';
import { mappingDefinition, MAPPING_MESSAGES } from './master-data/mappings';
import { productDefinition, PRODUCT_MESSAGES } from './master-data/products';
import { CATEGORY_MESSAGES, salaryCategoryDefinition } from './master-data/salary-categories';

export { bankDefinition, cityDefinition, companyDefinition, mappingDefinition, productDefinition, salaryCategoryDefinition };
export { mappingCreateSchema } from './master-data/mappings';
export { bodyBoolean, MASTER_LIMITS, optionalFilterBoolean } from './master-data/fields';
export { PRODUCT_LOAN_TYPE_LABELS, PRODUCT_LOAN_TYPES, type ProductLoanType } from './master-data/product-loan-types';
export { normalizeRegistrationType, REGISTRATION_TYPE_LABELS, REGISTRATION_TYPES, type RegistrationType } from './master-data/registration';
export {
  defineMasterEntity,
  type ColumnFormat,
  type ImportCheck,
  type MasterEntityDefinition,
  type MasterExportColumn,
  type MasterField,
  type MasterImport,
  type SheetFormat,
} from './master-data/define-master-entity';
export * from './master-data/imports';

/** The six tabs of /master-configuration, in order (Bank is the default); the server registers the same list. */
export const MASTER_ENTITY_DEFINITIONS = [
  bankDefinition,
  productDefinition,
  companyDefinition,
  cityDefinition,
  salaryCategoryDefinition,
  mappingDefinition,
] as const satisfies readonly MasterEntityDefinition[];

export const MASTER_MESSAGES = {
  ...COMMON_MESSAGES,
  ...BANK_MESSAGES,
  ...PRODUCT_MESSAGES,
  ...COMPANY_MESSAGES,
  ...CITY_MESSAGES,
  ...CATEGORY_MESSAGES,
  ...MAPPING_MESSAGES,
} as const;

export const mappingUpdateSchema = mappingDefinition.schemas.update;

export const mappingListQuery = mappingDefinition.schemas.list;

// The answers' schemas and types are in master-data-answers.ts.
export type {
  BankDto,
  ProductDto,
  CompanyDto,
  SalaryCategoryDto,
  MappingDto,
  ImportResultData,
  ImportProgressData,
  LogoUploadData,
} from './master-data-answers';
