import toast from 'react-hot-toast';
import { SHORTENER_MESSAGES } from '@lbo/contracts/shortener';
import { ExportButtons } from '@/components/ui/export-buttons';
import { NoAccessPage } from '@/components/ui/no-access';
import { listTableProps } from '@/components/ui/data-table/query-table-props';
import { PageHeader } from '@/components/ui/page-header';
import { useTableLoad } from '@/hooks/use-table-load';
import { getErrorMessage, isForbidden } from '@/lib/api-client';
import { useGrants } from '@/lib/authorization';
import { useExportShortUrls } from '../api/export-short-urls';
import { useShortUrls } from '../api/get-short-urls';
import { useShortUrlList } from '../hooks/use-short-url-list';
import { CreateShortUrlForm } from './create-short-url-form';
import { ShortUrlFilters } from './short-url-filters';
import { ShortUrlsTable } from './short-urls-table';

export function ShortenerPage() {
  const list = useShortUrlList();
  const links = useShortUrls(list.params);
  const { create: canCreate, delete: canDelete, export: canExport } = useGrants('shortener');
  const exporter = useExportShortUrls();
  const load = useTableLoad(links, SHORTENER_MESSAGES.loadFailed);

  if (links.isError && isForbidden(links.error)) return <NoAccessPage title="URL Shortener" area="the URL Shortener" />;

  return (
    <>
      <PageHeader
        title="URL Shortener"
        description="Create tracked short links for campaigns and see how often they are opened."
        actions={
          canExport ? (
            <ExportButtons
              what="short links"
              pending={exporter.isPending}
              onExport={(format) =>
                exporter.mutate({ params: list.params, format }, { onError: (error) => toast.error(getErrorMessage(error, 'The export failed')) })
              }
            />
          ) : null
        }
      />
      <div className="space-y-6">
        {canCreate ? <CreateShortUrlForm /> : null}
        <ShortUrlFilters filters={list.filters} onChange={list.setFilters} onReset={list.resetFilters} />
        <ShortUrlsTable
          data={links.data?.items ?? []}
          total={links.data?.total ?? 0}
          {...listTableProps(list)}
          search={list.filters.q}
          onSearchChange={(q) => list.setFilters({ q })}
          {...load}
          canDelete={canDelete}
        />
      </div>
    </>
  );
}
