import { PageHeader } from '@/components/ui/page-header';

export function ApiKeysPage() {
  return <PageHeader title="API Keys" />;
}
