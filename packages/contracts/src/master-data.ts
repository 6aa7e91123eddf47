/**
 * Master data: banks, products, companies, cities, salary categories and
 * bank-company-category mappings, their imports and the bank logo upload.
 * Each entity is one definition in master-data/ (paths, fields, columns, messages, import,
 * export); the server's routes and queries and the web's screens are derived from them.
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
import type { z } from 'zod';

export { bankDefinition, cityDefinition, companyDefinition, mappingDefinition, productDefinition, salaryCategoryDefinition };
export { bankCreateSchema } from './master-data/banks';
export { productCreateSchema } from './master-data/products';
export { companyCreateSchema } from './master-data/companies';
export { cityCreateSchema } from './master-data/cities';
export { salaryCategoryCreateSchema } from './master-data/salary-categories';
export { mappingCreateSchema } from './master-data/mappings';
export {
  bodyBoolean,
  MASTER_LIMITS,
  optionalFact,
  optionalFilterBoolean,
  optionalFilterId,
  requiredText,
  STATUS_OPTIONS,
  YES_NO_OPTIONS,
} from './master-data/fields';
export { normalizeRegistrationType, REGISTRATION_TYPE_LABELS, REGISTRATION_TYPES, type RegistrationType } from './master-data/registration';
export {
  defineMasterEntity,
  emptyValues,
  formValues,
  type ColumnFormat,
  type ImportCheck,
  type MasterColumn,
  type MasterEntityDefinition,
  type MasterExportColumn,
  type MasterField,
  type MasterImport,
  type MasterImportColumn,
  type MasterMessages,
  type Option,
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

/** Default page sizes (part 1 §9, part 2 §9). */
export const MASTER_PAGE_SIZE = {
  banks: bankDefinition.pageSize,
  products: productDefinition.pageSize,
  companies: companyDefinition.pageSize,
  cities: cityDefinition.pageSize,
  categories: salaryCategoryDefinition.pageSize,
  mappings: mappingDefinition.pageSize,
} as const;

export const MASTER_MESSAGES = {
  ...COMMON_MESSAGES,
  ...BANK_MESSAGES,
  ...PRODUCT_MESSAGES,
  ...COMPANY_MESSAGES,
  ...CITY_MESSAGES,
  ...CATEGORY_MESSAGES,
  ...MAPPING_MESSAGES,
} as const;

export const bankUpdateSchema = bankDefinition.schemas.update;
export const productUpdateSchema = productDefinition.schemas.update;
export const companyUpdateSchema = companyDefinition.schemas.update;
export const cityUpdateSchema = cityDefinition.schemas.update;
export const salaryCategoryUpdateSchema = salaryCategoryDefinition.schemas.update;
export const mappingUpdateSchema = mappingDefinition.schemas.update;

export const bankListQuery = bankDefinition.schemas.list;
export const productListQuery = productDefinition.schemas.list;
export const companyListQuery = companyDefinition.schemas.list;
export const cityListQuery = cityDefinition.schemas.list;
export const salaryCategoryListQuery = salaryCategoryDefinition.schemas.list;
export const mappingListQuery = mappingDefinition.schemas.list;

export type BankCreateInput = z.input<typeof bankDefinition.create>;
export type ProductCreateInput = z.input<typeof productDefinition.create>;
export type CompanyCreateInput = z.input<typeof companyDefinition.create>;
export type CityCreateInput = z.input<typeof cityDefinition.create>;
export type SalaryCategoryInput = z.input<typeof salaryCategoryDefinition.create>;
export type MappingCreateInput = z.input<typeof mappingDefinition.create>;
export type BankListQuery = z.input<typeof bankListQuery>;
export type CompanyListQuery = z.input<typeof companyListQuery>;
export type MappingListQuery = z.input<typeof mappingListQuery>;

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
