import { cityDtoSchema } from '@lbo/contracts/master-data-answers';
import { API } from '@lbo/contracts/api-paths';
import { selectedNameQuery } from './master-picker';

/** The name of a chosen city when only its id is known. */
export const useCityName = selectedNameQuery({ name: 'city', path: API.cities.getCityById, row: cityDtoSchema });
