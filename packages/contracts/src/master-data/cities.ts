import { z } from 'zod';
import { API } from '../api-paths';
import { cityDtoSchema, MASTER_LIST_KEYS } from '../master-data-answers';
import { defineMasterEntity } from './define-master-entity';
import { bodyBoolean, MASTER_LIMITS, optionalFilterBoolean, requiredText, YES_NO_OPTIONS } from './fields';

export const CITY_MESSAGES = {
  cityNameRequired: 'City Name is required',
  cityNameTooLong: `City Name must be at most ${MASTER_LIMITS.cityNameMax} characters`,
  stateRequired: 'State is required',
  stateTooLong: `State must be at most ${MASTER_LIMITS.stateMax} characters`,
  cityExists: 'This city already exists in this state',
  cityCreated: 'City created',
  cityUpdated: 'City updated',
  cityDeleted: 'City deleted',
  fetchCitiesFailed: 'Failed to fetch cities',
  saveCityFailed: 'Failed to save city',
} as const;
const M = CITY_MESSAGES;

const cityCreateSchema = z.object({
  city_name: requiredText(M.cityNameRequired, MASTER_LIMITS.cityNameMax, M.cityNameTooLong),
  state: requiredText(M.stateRequired, MASTER_LIMITS.stateMax, M.stateTooLong),
  is_metro: bodyBoolean.optional(),
});

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
  fields: [
    { kind: 'text', name: 'city_name', label: 'City Name', placeholder: 'e.g. Pune', required: true },
    { kind: 'text', name: 'state', label: 'State', placeholder: 'e.g. Maharashtra', required: true },
    { kind: 'select', name: 'is_metro', label: 'Metro City', options: YES_NO_OPTIONS, initial: 'false' },
  ],
  columns: [
    { id: 'city_name', header: 'City', sortable: true },
    { id: 'state', header: 'State', sortable: true },
    { id: 'is_metro', header: 'Metro', format: 'yesNo', sortable: true },
  ],
  exports: {
    name: 'cities',
    sheet: 'Cities',
    columns: [
      { header: 'City', key: 'city_name' },
      { header: 'State', key: 'state' },
      { header: 'Metro', key: 'is_metro', format: 'yesNo' },
    ],
  },
  rowName: ['city_name'],
  texts: {
    tabLabel: 'City',
    title: 'Cities Management',
    description: 'Manage the cities applicants live in',
    entityLabel: 'City',
    addLabel: 'Add City',
    searchPlaceholder: 'Search cities…',
  },
  messages: {
    created: M.cityCreated,
    updated: M.cityUpdated,
    deleted: M.cityDeleted,
    exists: M.cityExists,
    saveFailed: M.saveCityFailed,
    fetchFailed: M.fetchCitiesFailed,
    deleteFailed: { fallback: 'Delete failed' },
  },
  import: {
    kind: 'cities',
    formats: ['xlsx', 'xls'],
    words: { one: 'city', many: 'cities' },
    path: API.cities.importCities,
    templatePath: API.cities.importTemplate,
    templateName: 'cities-import-template.xlsx',
    template: [
      ['city_name', 'state', 'is_metro'],
      ['Mumbai', 'Maharashtra', 'Yes'],
    ],
    title: 'Import Cities',
    columns: [
      {
        key: 'city_name',
        aliases: ['City Name', 'City', 'Name'],
        check: { type: 'text', required: M.cityNameRequired, max: MASTER_LIMITS.cityNameMax, tooLong: M.cityNameTooLong },
      },
      {
        key: 'state',
        aliases: ['State', 'State Name'],
        check: { type: 'text', required: M.stateRequired, max: MASTER_LIMITS.stateMax, tooLong: M.stateTooLong },
      },
      { key: 'is_metro', aliases: ['Metro', 'Is Metro', 'Metro City'], check: { type: 'yesNo', label: 'Metro', blank: false } },
    ],
    requiredColumns: [['city_name'], ['state']],
    noun: 'city',
    key: ['city_name', 'state'],
    item: ['city_name', 'state'],
  },
});
