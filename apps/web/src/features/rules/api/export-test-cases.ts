import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { API } from '@lbo/contracts/api-paths';

/** Every test case as .xlsx, one row per expected bank-product. */
export function useExportTestCases() {
  return useMutation({
    mutationFn: async () => {
      const file = await api.bre.download(API.ruleTestCases.export);
      saveFile(file.blob, file.filename ?? 'rule-test-cases.xlsx');
    },
  });
}
