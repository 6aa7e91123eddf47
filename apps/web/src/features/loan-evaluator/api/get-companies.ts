import { companyDtoSchema } from '@lbo/contracts/master-data-answers';
import { API } from '@lbo/contracts/api-paths';
import { pickerOptionsQuery } from './master-picker';

/** Pages of companies matching `search`, loaded while the picker is open. */
export const useCompanyOptions = pickerOptionsQuery({ name: 'companies', path: API.company.getAllCompanies, row: companyDtoSchema });
