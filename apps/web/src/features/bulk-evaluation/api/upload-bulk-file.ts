import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkAcceptedAnswer } from '@lbo/contracts/bulk-evaluation-answers';
import { api } from '@/lib/api-client';
import { bulkKeys } from './bulk-keys';
import { API } from '@lbo/contracts/api-paths';

interface BulkUploadInput {
  file: File;
  onProgress?: (percent: number) => void;
}

/** POST loanapplication/bulk: 202 with the queued job, or an ApiError whose data holds the error file. */
function uploadBulkFile({ file, onProgress }: BulkUploadInput) {
  const form = new FormData();
  form.append('file', file);
  return api.bre.sendForm(API.loanapplication.bulk, form, { onProgress, answer: bulkAcceptedAnswer });
}

export function useUploadBulkFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBulkFile,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bulkKeys.all }),
  });
}
