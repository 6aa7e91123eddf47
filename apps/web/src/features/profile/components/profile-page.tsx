import type { ReactNode } from 'react';
import { Building2, CalendarDays, KeyRound, Link2, Mail, MousePointerClick, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryErrorCard } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate, formatNumber } from '@/lib/format';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';

function initials(first: string, last: string, email: string): string {
  const letters = `${first.charAt(0)}${last.charAt(0)}`.trim();
  return (letters || email.charAt(0) || '?').toUpperCase();
}

function Stat({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/50">
      <span className="flex size-9 items-center justify-center rounded-lg bg-white text-indigo-600 shadow-sm dark:bg-slate-900 dark:text-indigo-300">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div>
        <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</p>
        <p className="text-lg font-semibold text-slate-900 dark:text-white" data-testid={`profile-stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
          {formatNumber(value)}
        </p>
      </div>
    </div>
  );
}

function Detail({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
      <span className="min-w-0 truncate">{children}</span>
    </li>
  );
}

export function ProfilePage() {
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <>
        <PageHeader title="Profile Settings" />
        <div className="grid gap-6 lg:grid-cols-3" aria-hidden="true">
          <div className="h-80 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
          <div className="h-80 animate-pulse rounded-xl bg-slate-200 lg:col-span-2 dark:bg-slate-800" />
        </div>
      </>
    );
  }

  if (profile.isError) {
    return (
      <>
        <PageHeader title="Profile Settings" />
        <QueryErrorCard title="Could not load your profile" query={profile} />
      </>
    );
  }

  const p = profile.data;
  const displayName = [p.firstName, p.lastName].filter(Boolean).join(' ') || p.name || p.email;

  return (
    <>
      <PageHeader title="Profile Settings" description="Your personal information and what your links have done." />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <Card>
            <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
              <span className="flex size-20 items-center justify-center rounded-full bg-indigo-600 text-2xl font-semibold text-white" aria-hidden="true">
                {initials(p.firstName, p.lastName, p.email)}
              </span>
              <div>
                <p className="text-lg font-semibold text-slate-900 dark:text-white">{displayName}</p>
                <p className="text-sm text-slate-500 dark:text-slate-400">{p.role || 'Admin'}</p>
              </div>
              <ul className="w-full space-y-2 border-t border-slate-200 pt-4 text-left dark:border-slate-800">
                <Detail icon={Mail}>{p.email}</Detail>
                <Detail icon={ShieldCheck}>{p.role || 'Admin'}</Detail>
                <Detail icon={Building2}>{p.company || 'No company set'}</Detail>
                <Detail icon={CalendarDays}>Member since {formatDate(p.createdAt)}</Detail>
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Account Statistics</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <Stat label="Total Links" value={p.stats.totalLinks} icon={Link2} />
              <Stat label="Total Clicks" value={p.stats.totalClicks} icon={MousePointerClick} />
              <Stat label="API Keys" value={p.stats.totalApiKeys} icon={KeyRound} />
            </CardContent>
          </Card>
        </div>
        <div className="lg:col-span-2">
          <ProfileForm profile={p} />
        </div>
      </div>
    </>
  );
}
