import { cityDtoSchema, MASTER_LIST_KEYS } from '@lbo/contracts/master-data-answers';
import {
  cityCreateSchema,
  cityListQuery,
  cityExportQuery,
  MASTER_EXPORT_PATHS,
  cityUpdateSchema,
  MASTER_MESSAGES as M,
  type CityDto,
} from '@lbo/contracts/master-data';
import { AppError } from '../../../lib/app-error';
import { UNIQUE_VIOLATION } from '../shared/db';
import { ids, iso } from '../shared/dto';
import { pickerReadAccess } from '../shared/read-access';
import { auditColumns, yesNo } from '../shared/export-columns';
import type { ResourceDefinition } from '../shared/resource';
import { citiesRepository, type CityCreate, type CityQuery, type CityRow, type CityUpdate } from './cities.repository';
import { API } from '@lbo/contracts/api-paths';

export function toCityDto(row: CityRow): CityDto {
  return {
    ...ids(row.id),
    name: row.city_name,
    city_name: row.city_name,
    state: row.state,
    is_metro: row.is_metro,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export const citiesResource: ResourceDefinition<CityRow, CityQuery, CityCreate, CityUpdate> = {
  entity: 'City',
  tag: 'cities',
  paths: {
    list: API.cities.getAllcities,
    create: API.cities.createcity,
    update: API.cities.updateCity,
    remove: API.cities.deleteCity,
    byId: [API.cities.getCityById],
  },
  listKeys: MASTER_LIST_KEYS.cities,
  readAccess: pickerReadAccess,
  schemas: { list: cityListQuery, create: cityCreateSchema, update: cityUpdateSchema },
  exports: {
    path: MASTER_EXPORT_PATHS.city,
    query: cityExportQuery,
    name: 'cities',
    sheet: 'Cities',
    columns: [
      { header: 'City', value: (r) => r.city_name },
      { header: 'State', value: (r) => r.state },
      { header: 'Metro', value: (r) => yesNo(r.is_metro) },
      ...auditColumns<CityRow>(),
    ],
  },
  repo: citiesRepository,
  toDto: toCityDto,
  dto: cityDtoSchema,
  messages: { created: M.cityCreated, updated: () => M.cityUpdated, deleted: M.cityDeleted },
  constraintError: (code) => (code === UNIQUE_VIOLATION ? AppError.conflict(M.cityExists) : undefined),
};
