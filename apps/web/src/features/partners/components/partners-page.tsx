import { useState } from 'react';
import { Plus } from 'lucide-react';
import { PARTNER_MESSAGES } from '@lbo/contracts/partners';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { urlPagingProps } from '@/components/ui/data-table/query-table-props';
import { NoAccessPage } from '@/components/ui/no-access';
import { PageHeader } from '@/components/ui/page-header';
import { useConfirmation } from '@/components/ui/use-confirmation';
import { useTableLoad } from '@/hooks/use-table-load';
import { useUrlListState } from '@/hooks/use-url-list-state';
import { isForbidden } from '@/lib/api-client';
import { useCan, useGrants } from '@/lib/authorization';
import { formatNumber } from '@/lib/format';
import { toastOutcome } from '@/lib/toast';
import { useDeletePartner } from '../api/delete-partner';
import { usePartners } from '../api/get-partners';
import { PARTNERS_PAGE_SIZE, type Partner } from '../api/types';
import { useUpdatePartner } from '../api/update-partner';
import { holdingsInWords, limitsInWords, NameAndCode, partnerColumns, PartnerRowActions, type PartnerActions } from './partner-columns';
import { PartnerFormDialog } from './partner-form-dialog';

const LOAD_FAILED = 'Failed to fetch partners';

/** /partners: the channel partners, each seeing only the applicants it brings (the marketplace's staff only). */
export function PartnersPage() {
  const canView = useCan('partners', 'view');
  if (!canView) return <NoAccessPage title="Partners" area="Partners" />;
  return <PartnersView />;
}

/** On a phone: one card per partner, its status and what it holds, the buttons in reach. */
function PartnerCard({ partner, actions }: { partner: Partner; actions: PartnerActions }) {
  return (
    <div className="space-y-1.5" data-testid="partner-card">
      <div className="flex items-start justify-between gap-3">
        <NameAndCode partner={partner} />
        <StatusBadge active={partner.active} />
      </div>
      {partner.contactEmail ? <div className="text-xs break-all text-slate-600 dark:text-slate-300">{partner.contactEmail}</div> : null}
      <div className="text-xs text-slate-500 tabular-nums dark:text-slate-400">{limitsInWords(partner)}</div>
      <div className="text-xs text-slate-500 tabular-nums dark:text-slate-400">{holdingsInWords(partner)}</div>
      <PartnerRowActions partner={partner} actions={actions} />
    </div>
  );
}

function PartnersView() {
  const list = useUrlListState(PARTNERS_PAGE_SIZE);
  const { search, page, pageSize } = list.params;
  const partners = usePartners(search, page, pageSize);
  const { create: canCreate, edit: canEdit, delete: canDelete } = useGrants('partners');
  const [form, setForm] = useState<{ partner: Partner | null } | null>(null);
  const update = useUpdatePartner();
  const remove = useDeletePartner();
  const load = useTableLoad(partners, LOAD_FAILED);

  // Both rethrow a failure, so the confirmation stays open for another try (a 409 says what the partner still holds).
  const { ask: askToggle, dialog: toggleDialog } = useConfirmation<Partner>({
    title: (p) => (p.active ? `Deactivate ${p.name}?` : `Activate ${p.name}?`),
    description: (p) =>
      p.active
        ? `Its users (${formatNumber(p.counts.users)}) are signed out at once and its API keys (${formatNumber(p.counts.keys)}) stop working until you activate it again. Its applicants are kept.`
        : 'Its users can sign in again and its API keys work again.',
    confirmLabel: (p) => (p.active ? 'Deactivate' : 'Activate'),
    variant: (p) => (p.active ? 'danger' : 'primary'),
    onConfirm: (p) =>
      toastOutcome(update.mutateAsync({ id: p.id, body: { active: !p.active } }), {
        success: PARTNER_MESSAGES.updated,
        failure: 'Failed to change the partner',
      }),
  });
  const { ask: askDelete, dialog: deleteDialog } = useConfirmation<Partner>({
    title: (p) => `Delete ${p.name}?`,
    description: () =>
      'This cannot be undone. A partner that still has users, API keys, webhook endpoints or applicants cannot be deleted: deactivate it instead.',
    confirmLabel: 'Delete',
    onConfirm: (p) => toastOutcome(remove.mutateAsync(p.id), { success: PARTNER_MESSAGES.deleted, failure: 'Failed to delete the partner' }),
  });

  if (partners.isError && isForbidden(partners.error)) return <NoAccessPage title="Partners" area="Partners" />;

  const actions: PartnerActions = { canEdit, canDelete, onEdit: (partner) => setForm({ partner }), onToggle: askToggle, onDelete: askDelete };

  return (
    <>
      <PageHeader
        title="Partners"
        description="Fintech apps and direct selling agents: each partner's users and API keys see only the applicants it brings."
        actions={
          canCreate ? (
            <Button onClick={() => setForm({ partner: null })}>
              <Plus className="size-4" aria-hidden="true" />
              Add partner
            </Button>
          ) : null
        }
      />
      <DataTable
        label="Partners"
        columns={partnerColumns(actions)}
        data={partners.data?.items ?? []}
        total={partners.data?.total ?? 0}
        {...urlPagingProps(list)}
        {...load}
        searchValue={search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Search name, code or e-mail…"
        getRowId={(row) => row.id}
        renderCard={(partner) => <PartnerCard partner={partner} actions={actions} />}
        emptyTitle={search ? 'No partners match the search.' : 'No partners yet.'}
        emptyDescription={search ? 'Clear the search to see every partner.' : 'Add one, then give it users (User Management) who see only its applicants.'}
      />
      <PartnerFormDialog open={form !== null} partner={form?.partner ?? null} onOpenChange={(open) => !open && setForm(null)} />
      {toggleDialog}
      {deleteDialog}
    </>
  );
}
