import { PageHeader } from '@/components/ui/page-header';

export function RulesPage() {
  return <PageHeader title="Business Rules" />;
}
