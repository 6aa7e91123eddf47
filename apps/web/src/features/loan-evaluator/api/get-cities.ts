import { cityDtoSchema } from '@lbo/contracts/master-data-answers';
import { API } from '@lbo/contracts/api-paths';
import { pickerOptionsQuery } from './master-picker';

/** Pages of cities matching `search`, loaded while the picker is open. */
export const useCityOptions = pickerOptionsQuery({ name: 'cities', path: API.cities.getAllcities, row: cityDtoSchema });
