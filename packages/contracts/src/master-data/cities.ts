import { z } from 'zod';
import { API } from '../api-paths';
import { cityDtoSchema, MASTER_LIST_KEYS } from '../master-data-answers';
import { defineMasterEntity } from './define-master-entity';
import { bodyBoolean, MASTER_LIMITS, optionalFilterBoolean } from './fields';
import { ownRowsImport, requiredTextColumn, yesNoColumn } from './shared-columns';

export const CITY_MESSAGES = {
  cityNameRequired: 'City Name is required',
  cityNameTooLong: `City Name must be at most ${MASTER_LIMITS.cityNameMax} characters`,
  stateRequired: 'State is required',
  stateTooLong: `State must be at most ${MASTER_LIMITS.stateMax} characters`,
  cityExists: 'This city already exists in this state',
  cityCreated: 'City created',
  cityUpdated: 'City updated',
  cityDeleted: 'City deleted',
} as const;
const M = CITY_MESSAGES;

const cityName = requiredTextColumn(M.cityNameRequired, MASTER_LIMITS.cityNameMax, M.cityNameTooLong);
const state = requiredTextColumn(M.stateRequired, MASTER_LIMITS.stateMax, M.stateTooLong);
const metro = yesNoColumn('is_metro', 'Metro', 'Metro City');

const cityCreateSchema = z.object({ city_name: cityName.schema, state: state.schema, is_metro: bodyBoolean.optional() });

export const cityDefinition = defineMasterEntity({
  key: 'city',
  entity: 'City',
  tag: 'cities',
  table: 'cities',
  paths: {
    list: API.cities.getAllcities,
    create: API.cities.createcity,
    update: API.cities.updateCity,
    remove: API.cities.deleteCity,
    byId: [API.cities.getCityById],
    export: API.cities.export,
  },
  listKeys: MASTER_LIST_KEYS.cities,
  pageSize: 25,
  // Cities also feed the Loan Evaluator's pickers.
  alsoReadBy: 'loan-evaluator',
  create: cityCreateSchema,
  dto: cityDtoSchema,
  dtoAliases: { name: 'city_name' },
  // A city is unique within its state (Aurangabad, Bihar and Aurangabad, Maharashtra).
  list: {
    search: ['city_name', 'state'],
    sort: ['city_name', 'state', 'is_metro', 'created_at'],
    filters: { is_metro: optionalFilterBoolean },
    tieBreakers: ['city_name', 'state'],
  },
  fields: { city_name: { kind: 'text', required: true }, state: { kind: 'text', required: true }, ...metro.field },
  columns: { city_name: { sortable: true }, state: { sortable: true }, ...metro.column },
  exports: {
    name: 'cities',
    sheet: 'Cities',
    columns: [{ header: 'City', key: 'city_name' }, { header: 'State', key: 'state' }, metro.exportColumn],
  },
  rowName: ['city_name'],
  messages: {
    created: M.cityCreated,
    updated: M.cityUpdated,
    deleted: M.cityDeleted,
    exists: M.cityExists,
  },
  import: {
    ...ownRowsImport({ one: 'city', many: 'cities' }, ['xlsx', 'xls'], API.cities.importCities, API.cities.importTemplate),
    template: [
      ['city_name', 'state', 'is_metro'],
      ['Mumbai', 'Maharashtra', 'Yes'],
    ],
    columns: [
      { key: 'city_name', aliases: ['City Name', 'City', 'Name'], check: cityName.check },
      { key: 'state', aliases: ['State', 'State Name'], check: state.check },
      metro.importColumn,
    ],
    requiredColumns: [['city_name'], ['state']],
    noun: 'city',
    key: ['city_name', 'state'],
    item: ['city_name', 'state'],
  },
});
