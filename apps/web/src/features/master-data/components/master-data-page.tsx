import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { clearListKeys } from '@/hooks/use-url-list-state';
import { MASTER_DATA_TABS } from '../resources';
import { ResourceScreen } from './resource-screen';

const DEFAULT_TAB = MASTER_DATA_TABS[0]!.key;

/** /master-configuration: one tab per master-data entity; the tab is kept in the address (?tab=city). */
export function MasterDataPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = MASTER_DATA_TABS.some((t) => t.key === requested) ? requested! : DEFAULT_TAB;

  const select = (next: string) =>
    setSearchParams(
      (params) => {
        // Another entity's list starts afresh: its search and page are not this one's.
        const fresh = clearListKeys(params);
        if (next === DEFAULT_TAB) fresh.delete('tab');
        else fresh.set('tab', next);
        return fresh;
      },
      { replace: true },
    );

  return (
    <Tabs value={tab} onValueChange={select}>
      <TabsList aria-label="Master data" className="mb-6">
        {MASTER_DATA_TABS.map((t) => (
          <TabsTrigger key={t.key} value={t.key}>
            {t.tabLabel}
          </TabsTrigger>
        ))}
      </TabsList>
      {MASTER_DATA_TABS.map((t) => (
        <TabsContent key={t.key} value={t.key} className="pt-0">
          <ResourceScreen config={t} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
