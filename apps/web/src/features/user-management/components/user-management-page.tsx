import { useSearchParams } from 'react-router';
import { NoAccessPage } from '@/components/ui/no-access';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { clearListKeys } from '@/hooks/use-url-list-state';
import { useCan } from '@/lib/authorization';
import { RolesTab } from './roles-tab';
import { UsersTab } from './users-tab';

const TABS = [
  { value: 'roles', label: 'Role Management' },
  { value: 'users', label: 'User Management' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** Settings / access screen (spec part 1 §2): roles and users on two tabs, the active one in the URL. */
export function UserManagementPage() {
  const canView = useCan('user-management', 'view');
  const [params, setParams] = useSearchParams();
  const active: TabValue = params.get('tab') === 'users' ? 'users' : 'roles';
  const label = TABS.find((t) => t.value === active)!.label;

  if (!canView) {
    return <NoAccessPage title="User Management" area="User Management" />;
  }

  return (
    <>
      <PageHeader title={label} description={`Manage your ${label} and configurations`} />
      <Tabs
        value={active}
        onValueChange={(value) =>
          setParams(
            (prev) => {
              const next = clearListKeys(prev);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList aria-label="Access settings">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="roles">
          <RolesTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
