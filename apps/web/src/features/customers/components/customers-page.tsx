import { NoAccess } from '@/components/ui/no-access';
import { useCan } from '@/lib/authorization';
import { useCustomerFilters } from '../hooks/use-customer-filters';
import { ApplicationResultsDialog } from './application-results-dialog';
import { CustomerDetail } from './customer-detail';
import { CustomersList } from './customers-list';

/**
 * /customer-master: the list, or one customer (`?id=`). `?application=` opens one stored
 * evaluation's results over either (the impact preview links its affected applications here).
 */
export function CustomersPage() {
  const canView = useCan('customer-master', 'view');
  const { params, update } = useCustomerFilters();
  if (!canView) return <NoAccess area="Customer Master" />;
  const id = params.get('id');
  const application = params.get('application');
  return (
    <>
      {id ? <CustomerDetail key={id} id={id} onBack={() => update({ id: undefined })} /> : <CustomersList />}
      <ApplicationResultsDialog applicationId={application} current={false} onOpenChange={(open) => !open && update({ application: undefined })} />
    </>
  );
}
