import { ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClasses } from './button';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

export interface NoAccessProps {
  /** What the user tried to reach, e.g. "User Management". */
  area?: string;
  message?: string;
  showHomeLink?: boolean;
}

/** Shown for a 403 or a missing view permission instead of a broken screen. */
export function NoAccess({ area, message, showHomeLink = true }: NoAccessProps) {
  return (
    <div role="alert" data-testid="no-access" className="rounded-xl border border-dashed border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900">
      <EmptyState
        icon={ShieldOff}
        title="You don't have access"
        description={
          message ??
          (area
            ? `Your role does not allow you to view ${area}. Ask an administrator for access.`
            : 'Your role does not allow this action. Ask an administrator for access.')
        }
        action={
          showHomeLink ? (
            <Link to={paths.dashboard} className={buttonClasses('outline', 'sm')}>
              Go to Dashboard
            </Link>
          ) : null
        }
      />
    </div>
  );
}

/** A whole screen the user may not see: its title, then the no-access state in place of its content. */
export function NoAccessPage({ title, ...props }: NoAccessProps & { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <NoAccess {...props} />
    </>
  );
}
