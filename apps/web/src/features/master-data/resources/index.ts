import { MASTER_ENTITY_DEFINITIONS, mappingDefinition, type MasterEntityDefinition } from '@lbo/contracts/master-data';
import { MappingEditor } from '../components/mapping-editor';
import { MappingViewer } from '../components/mapping-viewer';
import { bankCopy } from './banks.copy';
import { cityCopy } from './cities.copy';
import { companyCopy } from './companies.copy';
import type { EntityCopy } from './entity-copy';
import { resourceConfigFrom } from './from-definition';
import { mappingCopy } from './mappings.copy';
import { productCopy } from './products.copy';
import type { AnyResourceConfig } from './resource-config';
import { salaryCategoryCopy } from './salary-categories.copy';

type CopiesOf<Definitions extends readonly MasterEntityDefinition[]> = { [I in keyof Definitions]: EntityCopy<Definitions[I]> };

/** One copy per definition, in the definitions' order: a missing or misplaced one does not compile. */
const COPIES: CopiesOf<typeof MASTER_ENTITY_DEFINITIONS> = [bankCopy, productCopy, companyCopy, cityCopy, salaryCategoryCopy, mappingCopy];

/** The six tabs of /master-configuration, in the definitions' order (Bank is the default); mappings have an editor of their own. */
export const MASTER_DATA_TABS: readonly AnyResourceConfig[] = MASTER_ENTITY_DEFINITIONS.map((definition, i) =>
  resourceConfigFrom(definition, COPIES[i]!, definition === mappingDefinition ? { Editor: MappingEditor, Viewer: MappingViewer } : {}),
);
