import { useQuery } from '@tanstack/react-query';
import { importProgressAnswer } from '@lbo/contracts/master-data-answers';
import { api } from '@/lib/api-client';
import { masterDataKeys } from './types';
import { API, pathTo } from '@lbo/contracts/api-paths';

async function getImportProgress(importId: string) {
  return (await api.crm.read(pathTo(API.imports.byImportIdProgress, { importId }), { answer: importProgressAnswer })).data;
}

/**
 * How far the server has got with an import, asked about three times a second while `active`.
 * Until the server has begun (or if it never reports) there is no data, and no error is shown:
 * the import's own answer is what counts.
 */
export function useImportProgress(importId: string | null, active: boolean) {
  return useQuery({
    queryKey: [...masterDataKeys.all, 'import-progress', importId],
    queryFn: () => getImportProgress(importId!),
    enabled: importId !== null && active,
    refetchInterval: active ? 300 : false,
    retry: false,
    gcTime: 0,
  });
}
