import { useQuery } from '@tanstack/react-query';
import { kfsFactsAnswer, type LenderKfsFacts } from '@lbo/contracts/kfs';
import { api } from '@/lib/api-client';
import { API, pathTo } from '@lbo/contracts/api-paths';

export interface KfsRequest {
  applicationId: string;
  bankId: string;
  productId: string;
  format: 'html' | 'pdf';
}

/** The address of an offer's Key Fact Statement: issued on the first request, in the customer's language. */
function kfsAddress({ applicationId, bankId, productId, format }: KfsRequest): string {
  const path = pathTo(API.loanapplication.byApplicationIdPairsByBankIdByProductIdKfs, { applicationId, bankId, productId });
  return format === 'pdf' ? `${path}?format=pdf` : path;
}

/** The address of the decision's offers compared, to print or save as PDF from the page it opens. */
function comparisonAddress(applicationId: string): string {
  return pathTo(API.loanapplication.byApplicationIdComparison, { applicationId });
}

/**
 * Opens a document's own address in a new tab (the session cookie signs the request): a stable
 * address the user can reload, print, bookmark or share with a colleague, never a blob: URL.
 */
function openInNewTab(address: string) {
  window.open(address, '_blank', 'noopener');
}

export const openKfs = (request: KfsRequest) => openInNewTab(kfsAddress(request));
export const openComparison = (applicationId: string) => openInNewTab(comparisonAddress(applicationId));

/**
 * The lenders of a decision's offers whose statements lack Part 2 facts (grievance officer,
 * recovery agents): one request however many offers ask, kept for the session (a decision's
 * facts are those of its rule version and never change).
 */
export function useKfsFacts(applicationId: string | undefined) {
  return useQuery({
    queryKey: ['loan-evaluator', 'kfs-facts', applicationId],
    queryFn: async (): Promise<LenderKfsFacts[]> => {
      const { data } = await api.bre.read(pathTo(API.loanapplication.byApplicationIdKfsFacts, { applicationId: applicationId! }), { answer: kfsFactsAnswer });
      return data.lenders;
    },
    enabled: Boolean(applicationId),
    staleTime: Infinity,
    retry: false,
  });
}
