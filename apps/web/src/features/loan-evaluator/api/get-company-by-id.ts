import { companyDtoSchema } from '@lbo/contracts/master-data-answers';
import { API } from '@lbo/contracts/api-paths';
import { selectedNameQuery } from './master-picker';

/** The name of a chosen company when only its id is known. */
export const useCompanyName = selectedNameQuery({ name: 'company', path: API.company.getCompanyById, row: companyDtoSchema });
