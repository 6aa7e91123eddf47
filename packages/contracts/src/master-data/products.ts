import { z } from 'zod';
import { API } from '../api-paths';
import { MASTER_LIST_KEYS, productDtoSchema } from '../master-data-answers';
import { filter } from '../lenient';
import { defineMasterEntity } from './define-master-entity';
import { bodyBoolean, MASTER_LIMITS, requiredText } from './fields';
import { PRODUCT_LOAN_TYPE_INVALID, PRODUCT_LOAN_TYPE_LABELS, PRODUCT_LOAN_TYPES } from './product-loan-types';
import { ACTIVE_STATUS } from './shared-columns';

export const PRODUCT_MESSAGES = {
  productNameRequired: 'Product name is required',
  productNameTooLong: `Product name must be at most ${MASTER_LIMITS.productNameMax} characters`,
  productExists: 'A product with this name already exists',
  productNotFound: 'Product not found',
  productCreated: 'Product created successfully',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  productActivated: 'Product activated successfully',
  productDeactivated: 'Product deactivated successfully',
} as const;
const M = PRODUCT_MESSAGES;

const loanType = z.enum(PRODUCT_LOAN_TYPES, { message: PRODUCT_LOAN_TYPE_INVALID });

// A create without `loan_type` stores OTHER (the column's default); an update without it keeps the type.
const productCreateSchema = z.object({
  name: requiredText(M.productNameRequired, MASTER_LIMITS.productNameMax, M.productNameTooLong),
  loan_type: loanType.optional(),
  is_active: bodyBoolean.optional(),
});

export const productDefinition = defineMasterEntity({
  key: 'product',
  entity: 'Product',
  tag: 'products',
  table: 'products',
  paths: {
    list: API.product.getAllProducts,
    create: API.product.createProduct,
    update: API.product.updateProduct,
    remove: API.product.deleteProduct,
    byId: [API.product.getProductById, API.product.getProductByid],
    export: API.product.export,
  },
  listKeys: MASTER_LIST_KEYS.products,
  pageSize: 10,
  // Products also feed the rule editor's pickers.
  alsoReadBy: 'rules-management',
  create: productCreateSchema,
  dto: productDtoSchema,
  list: {
    ...ACTIVE_STATUS.listByName,
    filters: { ...ACTIVE_STATUS.listByName.filters, loan_type: filter(loanType.optional(), 'all') },
  },
  fields: { name: { kind: 'text', required: true }, loan_type: { kind: 'select', initial: 'OTHER' }, ...ACTIVE_STATUS.field },
  // The specification's columns (part 1 §2): the loan type is in the form, the filter and the export.
  columns: { name: { format: 'nameWithLogo', sortable: true }, ...ACTIVE_STATUS.columns },
  exports: {
    name: 'products',
    sheet: 'Products',
    columns: [{ header: 'Product', key: 'name' }, { header: 'Loan type', key: 'loan_type', labels: PRODUCT_LOAN_TYPE_LABELS }, ACTIVE_STATUS.exportColumn],
  },
  rowName: ['name'],
  statusToggle: true,
  messages: {
    created: M.productCreated,
    updated: M.productUpdated,
    deleted: M.productDeleted,
    activated: M.productActivated,
    deactivated: M.productDeactivated,
    exists: M.productExists,
  },
});
