import { useState } from 'react';
import { Plus } from 'lucide-react';
import { API_KEY_MESSAGES } from '@lbo/contracts/shortener';
import { ApiDocsLink } from '@/components/ui/api-docs-link';
import { Button } from '@/components/ui/button';
import { NoAccessPage } from '@/components/ui/no-access';
import { PageHeader } from '@/components/ui/page-header';
import { useTableLoad } from '@/hooks/use-table-load';
import { useUrlListState } from '@/hooks/use-url-list-state';
import { isForbidden } from '@/lib/api-client';
import { useCan } from '@/lib/authorization';
import { useApiKeysPage } from '../api/get-api-keys';
import { API_KEYS_TABLE_PAGE_SIZE } from '../api/types';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';

export function ApiKeysPage() {
  const list = useUrlListState(API_KEYS_TABLE_PAGE_SIZE);
  const page = list.params.page;
  const [creating, setCreating] = useState(false);
  const keys = useApiKeysPage(page);
  const canCreate = useCan('api-keys', 'create');
  const canRevoke = useCan('api-keys', 'edit');
  const load = useTableLoad(keys, API_KEY_MESSAGES.fetchFailed);

  if (keys.isError && isForbidden(keys.error)) return <NoAccessPage title="API Keys" area="API keys" />;

  return (
    <>
      <PageHeader
        title="API Keys"
        description="Keys let partners' programs call the API with the x-api-key header (short links, evaluations, customers), within a quota."
        actions={
          // One row beside the title on wider screens: the two buttons do not stack.
          <div className="flex flex-wrap gap-2 sm:flex-nowrap">
            <ApiDocsLink />
            {canCreate ? (
              <Button onClick={() => setCreating(true)}>
                <Plus className="size-4" aria-hidden="true" />
                Create New API Key
              </Button>
            ) : null}
          </div>
        }
      />
      <ApiKeysTable
        data={keys.items}
        total={keys.total}
        page={page}
        pageSize={API_KEYS_TABLE_PAGE_SIZE}
        onPageChange={list.setPage}
        {...load}
        canRevoke={canRevoke}
      />
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
