import { useState } from 'react';
import { ShieldOff } from 'lucide-react';
import { CONSENT_CHANNEL_LABELS, CONSENT_PURPOSE_LABELS, type ConsentRecord } from '@lbo/contracts/consent';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTimeIST } from '@/lib/format';
import { useCan } from '@/lib/authorization';
import { WithdrawConsentDialog } from './withdraw-consent-dialog';
import { ScrollX } from '@/components/ui/scroll-x';

/** The consents the customer gave, newest first, each in force or withdrawn (when, by whom, why); and withdrawal for those allowed. */
export function ConsentHistory({ customerId, consents }: { customerId: string; consents: ConsentRecord[] }) {
  const [open, setOpen] = useState(false);
  // The server admits either: whoever keeps customer records, or the privacy officer.
  const canCustomers = useCan('customer-master', 'edit');
  const canPrivacy = useCan('privacy', 'edit');
  const inForce = consents.some((c) => c.withdrawnAt === null);
  return (
    <Card>
      <div className="flex items-center justify-between gap-3 px-5 pt-4 pb-2">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">Consent</h2>
        {(canCustomers || canPrivacy) && inForce ? (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            <ShieldOff className="size-4" aria-hidden="true" />
            Withdraw consent
          </Button>
        ) : null}
      </div>
      {consents.length === 0 ? (
        <p className="px-5 pb-4 text-sm text-slate-600 dark:text-slate-300">No consent recorded with this customer&apos;s evaluations.</p>
      ) : (
        <ScrollX>
          <table className="w-full text-left text-sm" data-testid="consent-history">
            <thead className="text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">
              <tr>
                <th className="px-5 py-2 font-medium">Given (IST)</th>
                <th className="px-3 py-2 font-medium">Status</th>
                <th className="px-3 py-2 font-medium">Purposes</th>
                <th className="px-3 py-2 font-medium">Channel</th>
                <th className="px-3 py-2 font-medium">Notice</th>
                <th className="px-5 py-2 font-medium">Withdrawn</th>
              </tr>
            </thead>
            <tbody>
              {consents.map((c) => (
                <tr key={c.id} className="border-t border-slate-100 align-top dark:border-slate-800">
                  <td className="px-5 py-2 whitespace-nowrap tabular-nums">{formatDateTimeIST(c.obtainedAt)}</td>
                  <td className="px-3 py-2">{c.withdrawnAt === null ? <Badge variant="success">Given</Badge> : <Badge variant="danger">Withdrawn</Badge>}</td>
                  <td className="px-3 py-2">{c.purposes.map((p) => CONSENT_PURPOSE_LABELS[p]).join(', ')}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {CONSENT_CHANNEL_LABELS[c.channel]}
                    {c.reference ? <span className="block text-xs text-slate-500 dark:text-slate-400">Ref. {c.reference}</span> : null}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{c.noticeVersion}</td>
                  <td className="px-5 py-2">
                    {c.withdrawnAt ? (
                      <>
                        <span className="block whitespace-nowrap tabular-nums">{formatDateTimeIST(c.withdrawnAt)}</span>
                        <span className="block text-xs text-slate-500 dark:text-slate-400">
                          {c.withdrawnBy?.name ? `By ${c.withdrawnBy.name}: ` : ''}
                          {c.withdrawalReason}
                        </span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollX>
      )}
      <WithdrawConsentDialog customerId={customerId} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
