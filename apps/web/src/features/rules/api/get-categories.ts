import { useQuery } from '@tanstack/react-query';
import { salaryCategoryListAnswer } from '@lbo/contracts/master-data-answers';
import { api } from '@/lib/api-client';
import { ruleKeys } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

export interface CategoryOption {
  id: string;
  name: string;
}

/** Every salary category (page 1, limit 1000) for the category selects. */
async function getCategories(): Promise<CategoryOption[]> {
  const { data } = await api.crm.read(API.salarycategory.getAllSalaryCategories, { query: { page: 1, limit: 1000 }, answer: salaryCategoryListAnswer });
  return data.salaryCategories.map(({ id, name }) => ({ id, name }));
}

export function useCategories() {
  return useQuery({ queryKey: ruleKeys.categories(), queryFn: getCategories, staleTime: 5 * 60_000 });
}
