import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { API, pathTo } from '@lbo/contracts/api-paths';

export interface KfsRequest {
  applicationId: string;
  bankId: string;
  productId: string;
  format: 'html' | 'pdf';
}

/** The offer's Key Fact Statement as the server issued it (the first request issues it). */
async function getKfs({ applicationId, bankId, productId, format }: KfsRequest) {
  const path = pathTo(API.loanapplication.byApplicationIdPairsByBankIdByProductIdKfs, { applicationId, bankId, productId });
  return api.bre.download(format === 'pdf' ? `${path}?format=pdf` : path);
}

/**
 * Opens the HTML in a new tab, or saves the PDF. The tab is opened at the click, before the
 * request, so that no pop-up blocker takes it for an unsolicited window.
 */
export function useOpenKfs() {
  return useMutation({
    mutationFn: async (request: KfsRequest) => {
      const tab = request.format === 'html' ? window.open('', '_blank') : null;
      try {
        const file = await getKfs(request);
        if (request.format === 'pdf') return saveFile(file.blob, file.filename ?? 'key-fact-statement.pdf');
        const url = URL.createObjectURL(file.blob);
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
