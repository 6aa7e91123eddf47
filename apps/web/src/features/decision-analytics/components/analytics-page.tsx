import { NoAccessPage } from '@/components/ui/no-access';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCan } from '@/lib/authorization';
import { ANALYTICS_VIEWS, useAnalyticsFilters, type AnalyticsView } from '../hooks/use-analytics-filters';
import { OverviewSection } from './overview-section';
import { WhoIsApproved } from './who-is-approved';

const VIEW_LABELS: Record<AnalyticsView, string> = { overview: 'Overview', segments: 'Who is approved' };

/** Decision Analytics: which lenders approve whom, and why the others say no. The view is kept in the address (?view=segments). */
export function AnalyticsPage() {
  const filters = useAnalyticsFilters();
  const canView = useCan('loan-evaluator', 'view');
  if (!canView) return <NoAccessPage title="Decision Analytics" area="Decision Analytics" />;
  return (
    <>
      <PageHeader title="Decision Analytics" description="Which lenders approve whom, and why the others say no" />
      <Tabs value={filters.view} onValueChange={(v) => filters.setView(v as AnalyticsView)}>
        <TabsList aria-label="Decision Analytics" className="mb-4">
          {ANALYTICS_VIEWS.map((v) => (
            <TabsTrigger key={v} value={v}>
              {VIEW_LABELS[v]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="pt-0">
          <OverviewSection filters={filters} />
        </TabsContent>
        <TabsContent value="segments" className="pt-0">
          <WhoIsApproved filters={filters} />
        </TabsContent>
      </Tabs>
    </>
  );
}
