import { sql } from 'drizzle-orm';
import { MASTER_LIMITS, MASTER_MESSAGES as M } from '@lbo/contracts/master-data';
import { cities } from '../../../db/schema';
import { cellBoolean, cellText } from './columns';
import type { ImportDefinition, RowCheck } from './import-definition';

type Column = 'city_name' | 'state' | 'is_metro';
export interface CityImportRow {
  city_name: string;
  state: string;
  is_metro: boolean;
}

export function checkCityRow(values: Partial<Record<Column, unknown>>): RowCheck<CityImportRow> {
  const reasons: string[] = [];
  const city = cellText(values.city_name);
  if (!city) reasons.push(M.cityNameRequired);
  else if (city.length > MASTER_LIMITS.cityNameMax) reasons.push(M.cityNameTooLong);
  const state = cellText(values.state);
  if (!state) reasons.push(M.stateRequired);
  else if (state.length > MASTER_LIMITS.stateMax) reasons.push(M.stateTooLong);
  const metro = cellBoolean(values.is_metro);
  if (metro === undefined) reasons.push(`Metro must be Yes or No (got "${cellText(values.is_metro)}")`);
  if (reasons.length > 0) return { ok: false, reasons };
  return { ok: true, value: { city_name: city, state, is_metro: metro ?? false } };
}

// A city is unique within its state (Aurangabad, Bihar and Aurangabad, Maharashtra).
const cityKey = (city: string, state: string) => `${city.toLowerCase()}\u001f${state.toLowerCase()}`;

export const citiesImport: ImportDefinition<Column, CityImportRow, void> = {
  kind: 'cities',
  columns: [
    { key: 'city_name', aliases: ['City Name', 'City', 'Name'] },
    { key: 'state', aliases: ['State', 'State Name'] },
    { key: 'is_metro', aliases: ['Metro', 'Is Metro', 'Metro City'] },
  ],
  requiredColumns: [['city_name'], ['state']],
  noun: 'city',
  chunkSize: 2000,
  async validate(_tx, rows) {
    return rows.map((row) => checkCityRow(row.values));
  },
  key: (value) => cityKey(value.city_name, value.state),
  async existing(tx, values) {
    const pairs = JSON.stringify(values.map((v) => [v.city_name, v.state]));
    const rows = await tx
      .select({ city: cities.city_name, state: cities.state })
      .from(cities)
      .where(
        sql`(lower(${cities.city_name}), lower(${cities.state})) in (select lower(pair->>0), lower(pair->>1) from json_array_elements(${pairs}::json) as pair)`,
      );
    return new Set(rows.map((r) => cityKey(r.city, r.state)));
  },
  async insert(tx, values) {
    const rows = await tx.insert(cities).values(values).onConflictDoNothing().returning({ id: cities.id, city_name: cities.city_name, state: cities.state });
    return rows.map((r) => ({ key: cityKey(r.city_name, r.state), item: { id: r.id, city_name: r.city_name, state: r.state } }));
  },
};
