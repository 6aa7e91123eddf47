import type { FastifyInstance } from 'fastify';
import { mappingsResource } from './bank-company-categories/mappings.resource';
import { banksResource } from './banks/banks.resource';
import { citiesResource } from './cities/cities.resource';
import { companiesResource } from './companies/companies.resource';
import { importRoutes } from './imports/import.routes';
import { productsResource } from './products/products.resource';
import { salaryCategoriesResource } from './salary-categories/salary-categories.resource';
import { registerResourceRoutes } from './shared/resource.routes';
import { logoRoutes } from './uploads/logo.routes';

/** Every master-data entity, described once and served by the same list/get/create/update/delete machinery. */
export const MASTER_DATA_RESOURCES = [banksResource, productsResource, companiesResource, citiesResource, salaryCategoriesResource, mappingsResource] as const;

/** Banks, products, companies, cities, salary categories, mappings, imports and uploads. */
export async function masterDataModule(app: FastifyInstance) {
  for (const resource of MASTER_DATA_RESOURCES) registerResourceRoutes(app, resource);
  await app.register(importRoutes);
  await app.register(logoRoutes);
}
