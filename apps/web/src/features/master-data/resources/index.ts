import { banksResource, productsResource } from './catalog';
import { mappingsResource } from './mappings';
import { categoriesResource, citiesResource, companiesResource } from './places';
import type { AnyResourceConfig } from './resource-config';

/** The six tabs of /master-configuration, in order; Bank is the default. */
export const MASTER_DATA_TABS: readonly AnyResourceConfig[] = [
  banksResource,
  productsResource,
  companiesResource,
  citiesResource,
  categoriesResource,
  mappingsResource,
];
