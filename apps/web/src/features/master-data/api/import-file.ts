import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResultData } from '@lbo/contracts/master-data';
import { api } from '@/lib/api-client';
import { masterDataKeys, type Envelope } from './types';

export interface ImportInput {
  path: string;
  file: File;
  /** Sent beside the file (bank_id, product_id). */
  fields?: Record<string, string>;
  onProgress?: (percent: number) => void;
}

export function importFile({ path, file, fields = {}, onProgress }: ImportInput) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return api.crm.upload<Envelope<ImportResultData>>(path, form, { onProgress });
}

/** Uploads an import file; whatever was imported shows up in the entity's lists. */
export function useImportFile(entity: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    onSuccess: (reply) => {
      if ((reply.data?.imported?.length ?? 0) > 0) void queryClient.invalidateQueries({ queryKey: masterDataKeys.entity(entity) });
    },
  });
}
