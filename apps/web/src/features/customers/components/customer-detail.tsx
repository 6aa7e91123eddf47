import { Suspense, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { CustomerAccessList } from '@/features/audit-trail';
import { QueryErrorText } from '@/components/ui/error-state';
import { formatDateTimeIST, formatINR, formatNumber } from '@/lib/format';
import { useCustomer } from '../api/get-customer';
import { describeOfferTerms } from '../utils/largest-offer';
import { ApplicantProfileCard } from './applicant-profile';
import { ApplicationResultsDialog } from './application-results-dialog';
import { EvaluationsTable } from './evaluations-table';
import { ConsentHistory } from './consent-history';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums text-slate-900 dark:text-white">{value}</dd>
      {detail ? <dd className="text-xs text-slate-500 dark:text-slate-400">{detail}</dd> : null}
    </div>
  );
}

/** One customer: who, their figures, and every evaluation made for them, newest first. */
export function CustomerDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const customer = useCustomer(id);
  const [open, setOpen] = useState<{ applicationId: string; current: boolean } | null>(null);

  if (customer.isPending) return <Spinner className="flex py-16" />;
  if (customer.isError) {
    return (
      <div className="space-y-3">
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Customers
        </Button>
        <QueryErrorText query={customer} fallback="The customer could not be loaded." />
      </div>
    );
  }
  const c = customer.data;
  return (
    <div className="space-y-5">
      <PageHeader
        title={c.name}
        description={`Customer ${c.reference} · since ${formatDateTimeIST(c.createdAt)}`}
        actions={
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Customers
          </Button>
        }
      />
      <ApplicantProfileCard history={c.history} />
      <Card className="px-5 py-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Figure label="Evaluations" value={formatNumber(c.evaluations)} />
          <Figure label="Last evaluated" value={c.lastEvaluatedAt ? formatDateTimeIST(c.lastEvaluatedAt) : '—'} />
          <Figure label="Eligible offers then" value={formatNumber(c.lastEligibleCount)} />
          <Figure
            label="Largest offer"
            value={c.bestOfferAmount > 0 ? formatINR(c.bestOfferAmount) : '—'}
            detail={c.largestOffer ? describeOfferTerms(c.largestOffer) : undefined}
          />
        </dl>
      </Card>
      <EvaluationsTable customerId={c.id} history={c.history} onOpen={(applicationId, current) => setOpen({ applicationId, current })} />
      <ConsentHistory customerId={c.id} consents={c.consents} />
      <Suspense fallback={null}>
        <CustomerAccessList customerId={c.id} />
      </Suspense>
      <ApplicationResultsDialog applicationId={open?.applicationId ?? null} current={open?.current ?? false} onOpenChange={(o) => !o && setOpen(null)} />
    </div>
  );
}
