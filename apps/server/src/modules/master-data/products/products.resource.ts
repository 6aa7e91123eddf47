import { productDtoSchema, MASTER_LIST_KEYS } from '@lbo/contracts/master-data-answers';
import type { z } from 'zod';
import {
  MASTER_MESSAGES as M,
  productCreateSchema,
  productListQuery,
  productExportQuery,
  MASTER_EXPORT_PATHS,
  productUpdateSchema,
  type ProductDto,
} from '@lbo/contracts/master-data';
import { products } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { catalogListOptions } from '../shared/catalog';
import { UNIQUE_VIOLATION } from '../shared/db';
import { ids, iso } from '../shared/dto';
import { catalogReadAccess } from '../shared/read-access';
import { activeText, auditColumns } from '../shared/export-columns';
import type { ResourceDefinition } from '../shared/resource';
import { statusAwareMessage } from '../shared/status-message';
import { tableRepository } from '../shared/table.repository';
import { API } from '@lbo/contracts/api-paths';

type ProductRow = typeof products.$inferSelect;
type ProductCreate = z.output<typeof productCreateSchema>;
type ProductQuery = z.output<typeof productListQuery>;
type ProductUpdate = z.output<typeof productUpdateSchema>;

export function toProductDto(row: ProductRow): ProductDto {
  return { ...ids(row.id), name: row.name, is_active: row.is_active, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

export const productsResource: ResourceDefinition<ProductRow, ProductQuery, ProductCreate, ProductUpdate> = {
  entity: 'Product',
  tag: 'products',
  paths: {
    list: API.product.getAllProducts,
    create: API.product.createProduct,
    update: API.product.updateProduct,
    remove: API.product.deleteProduct,
    byId: [API.product.getProductById, API.product.getProductByid],
  },
  listKeys: MASTER_LIST_KEYS.products,
  readAccess: catalogReadAccess,
  schemas: { list: productListQuery, create: productCreateSchema, update: productUpdateSchema },
  exports: {
    path: MASTER_EXPORT_PATHS.product,
    query: productExportQuery,
    name: 'products',
    sheet: 'Products',
    columns: [{ header: 'Product', value: (r) => r.name }, { header: 'Status', value: (r) => activeText(r.is_active) }, ...auditColumns<ProductRow>()],
  },
  repo: tableRepository<typeof products, ProductQuery, ProductCreate, ProductUpdate>(products, catalogListOptions(products)),
  toDto: toProductDto,
  dto: productDtoSchema,
  messages: {
    created: M.productCreated,
    updated: (patch) => statusAwareMessage(patch, { updated: M.productUpdated, activated: M.productActivated, deactivated: M.productDeactivated }),
    deleted: M.productDeleted,
  },
  constraintError: (code) => (code === UNIQUE_VIOLATION ? AppError.conflict(M.productExists) : undefined),
};
