import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_ID_HEADER } from '@lbo/contracts/master-data';
import { importResultAnswer } from '@lbo/contracts/master-data-answers';
import { api } from '@/lib/api-client';
import { masterDataKeys } from './types';

interface ImportInput {
  path: string;
  file: File;
  /** Sent beside the file (bank_id, product_id). */
  fields?: Record<string, string>;
  /** The id to follow the server's progress by (`useImportProgress`). */
  importId?: string;
  /** Import nothing when any row is rejected. */
  allOrNothing?: boolean;
  onProgress?: (percent: number) => void;
}

function importFile({ path, file, fields = {}, importId, allOrNothing = false, onProgress }: ImportInput) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return api.crm.sendForm(path, form, {
    answer: importResultAnswer,
    onProgress,
    query: allOrNothing ? { allOrNothing: true } : undefined,
    headers: importId ? { [IMPORT_ID_HEADER]: importId } : undefined,
  });
}

/** Uploads an import file; whatever was imported shows up in the entity's lists. */
export function useImportFile(entity: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    onSuccess: (reply) => {
      if (reply.data.imported.length > 0) void queryClient.invalidateQueries({ queryKey: masterDataKeys.entity(entity) });
    },
  });
}
