import { PageHeader } from '@/components/ui/page-header';

export function MasterDataPage() {
  return <PageHeader title="Master Configuration" />;
}
