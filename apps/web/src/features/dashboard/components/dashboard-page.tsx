import { Globe2, Link2, MousePointerClick, Zap } from 'lucide-react';
import { QueryErrorCard } from '@/components/ui/error-state';
import { NoAccessPage } from '@/components/ui/no-access';
import { PageHeader } from '@/components/ui/page-header';
import { isForbidden } from '@/lib/api-client';
import { useCan } from '@/lib/authorization';
import { useSession } from '@/lib/session-store';
import { useDashboardProfile } from '../api/get-dashboard-profile';
import { ClicksChart } from './clicks-chart';
import { LendingFigures } from './lending-figures';
import { RecentActivity } from './recent-activity';
import { StatCard } from '@/components/ui/stat-card';

export function DashboardPage() {
  const profile = useDashboardProfile();
  const userName = useSession((s) => s.user?.name);
  const stats = profile.data?.stats;
  const loading = profile.isPending;
  const seesLending = useCan('loan-evaluator', 'view');

  if (profile.isError && isForbidden(profile.error)) {
    return <NoAccessPage title="Dashboard" area="the dashboard" showHomeLink={false} />;
  }

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={userName ? `Welcome back, ${userName}. Here is how lending and your links are doing.` : 'Here is how lending and your links are doing.'}
      />
      {profile.isError ? (
        <QueryErrorCard title="Could not load the dashboard" query={profile} />
      ) : (
        <div className="space-y-6">
          {seesLending ? <LendingFigures /> : null}
          <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard label="Total Links" value={stats?.totalLinks} icon={Link2} tone="indigo" loading={loading} />
            <StatCard label="Total Clicks" value={stats?.totalClicks} icon={MousePointerClick} tone="emerald" loading={loading} note="since the first link" />
            <StatCard label="Active Links" value={stats?.activeLinks} icon={Zap} tone="amber" loading={loading} />
            <StatCard label="Countries" value={stats?.countries} icon={Globe2} tone="sky" loading={loading} />
          </section>
          <RecentActivity items={profile.data?.recentActivity ?? []} loading={loading} />
          <ClicksChart />
        </div>
      )}
    </>
  );
}
