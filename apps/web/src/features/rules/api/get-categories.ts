import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pick } from '../utils/unwrap';
import { ruleKeys } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

export interface CategoryOption {
  id: string;
  name: string;
}

/** Every salary category (page 1, limit 1000) for the category selects. */
export async function getCategories(): Promise<CategoryOption[]> {
  const body = await api.crm.get<unknown>(API.salarycategory.getAllSalaryCategories, { query: { page: 1, limit: 1000 } });
  const rows = pick<{ id?: string; _id?: string; name: string }[]>(body, 'salaryCategories', 'categories') ?? [];
  return rows.map((r) => ({ id: r.id ?? r._id ?? '', name: r.name }));
}

export function useCategories() {
  return useQuery({ queryKey: ruleKeys.categories(), queryFn: getCategories, staleTime: 5 * 60_000 });
}
