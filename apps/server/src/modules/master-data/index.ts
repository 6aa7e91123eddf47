import type { FastifyInstance } from 'fastify';
import { MASTER_ENTITY_DEFINITIONS, mappingDefinition } from '@lbo/contracts/master-data';
import { tableNamed } from '../../db/tables-by-name';
import { mappingsResource } from './bank-company-categories/mappings.resource';
import { importRoutes } from './imports/import.routes';
import { registerResourceRoutes } from './shared/resource.routes';
import { MASTER_DATA_APPLIER, masterDataApplier } from './shared/guarded-writes';
import { resourceFromDefinition, type ExtraMasterEntity } from './shared/resource-from-definition';

export type { ExtraMasterEntity };
import { logoRoutes } from './uploads/logo.routes';

/** Every master-data entity, each from its contracts definition and served by the same list/get/create/update/delete machinery. */
function masterDataResources(extra: readonly ExtraMasterEntity[]) {
  const own = MASTER_ENTITY_DEFINITIONS.map((definition) =>
    definition === mappingDefinition ? mappingsResource : resourceFromDefinition(definition, tableNamed(definition.table, `Master entity ${definition.key}`)),
  );
  return [
    ...own,
    ...extra.map(({ definition, table }) => resourceFromDefinition(definition, table ?? tableNamed(definition.table, `Master entity ${definition.key}`))),
  ];
}

/** Banks, products, companies, cities, salary categories, mappings, imports and uploads. */
export async function masterDataModule(app: FastifyInstance, opts: { extraMasterEntities?: readonly ExtraMasterEntity[] }) {
  const extra = opts.extraMasterEntities ?? [];
  const resources = masterDataResources(extra);
  for (const resource of resources) registerResourceRoutes(app, resource);
  app.ruleChangeAppliers.set(MASTER_DATA_APPLIER, masterDataApplier(app.db, app.ruleChangeHooks, resources));
  await app.register(importRoutes, { extra });
  await app.register(logoRoutes);
}
