import { MASTER_ENTITY_DEFINITIONS, mappingDefinition } from '@lbo/contracts/master-data';
import { MappingEditor } from '../components/mapping-editor';
import { MappingViewer } from '../components/mapping-viewer';
import { resourceConfigFrom } from './from-definition';
import type { AnyResourceConfig } from './resource-config';

/** The six tabs of /master-configuration, in the definitions' order (Bank is the default); mappings have an editor of their own. */
export const MASTER_DATA_TABS: readonly AnyResourceConfig[] = MASTER_ENTITY_DEFINITIONS.map((definition) =>
  resourceConfigFrom(definition, definition === mappingDefinition ? { Editor: MappingEditor, Viewer: MappingViewer } : {}),
);
