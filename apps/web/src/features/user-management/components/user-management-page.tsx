import { PageHeader } from '@/components/ui/page-header';

export function UserManagementPage() {
  return <PageHeader title="User Management" />;
}
