import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { cityCreateSchema, cityListQuery, cityUpdateSchema } from '@lbo/contracts/master-data';
import { cities } from '../../../db/schema';
import { lowered } from '../shared/db';
import { tableRepository } from '../shared/table.repository';

export type CityRow = typeof cities.$inferSelect;
export type CityQuery = z.output<typeof cityListQuery>;
export type CityCreate = z.output<typeof cityCreateSchema>;
export type CityUpdate = z.output<typeof cityUpdateSchema>;

export const citiesRepository = tableRepository<typeof cities, CityQuery, CityCreate, CityUpdate>(cities, {
  search: [cities.city_name, cities.state],
  sort: { city_name: lowered(cities.city_name), state: lowered(cities.state), is_metro: cities.is_metro, created_at: cities.created_at },
  defaultSort: 'city_name',
  tieBreakers: [lowered(cities.city_name), lowered(cities.state)],
  filters: (q) => [q.is_metro === undefined ? undefined : eq(cities.is_metro, q.is_metro)],
});
