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
  async validate(_tx, rows) {
    return rows.map((row) => checkCityRow(row.values));
  },
  key: (value) => cityKey(value.city_name, value.state),
  staged: [
    { name: 'city_name', type: 'text' },
    { name: 'state', type: 'text' },
    { name: 'is_metro', type: 'boolean' },
  ],
  stage: (value) => [value.city_name, value.state, value.is_metro],
  insertStaged: () => sql`
    INSERT INTO ${cities} (id, city_name, state, is_metro)
    SELECT f.id, f.city_name, f.state, f.is_metro FROM f
    ON CONFLICT DO NOTHING
    RETURNING id`,
  item: (row) => ({ id: row.id, city_name: row.city_name, state: row.state }),
};
