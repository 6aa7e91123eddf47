import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';

const APP_NAME = 'Loan Back Office';

const TITLES: Record<string, string> = {
  [paths.login]: 'Sign in',
  [paths.forgotPassword]: 'Forgot password',
  [paths.setPassword]: 'Set password',
  [paths.dashboard]: 'Dashboard',
  [paths.customerMaster]: 'Customer Master',
  [paths.analytics]: 'Decision Analytics',
  [paths.banks]: 'Banks',
  [paths.products]: 'Products',
  [paths.companies]: 'Companies',
  [paths.cities]: 'Cities',
  [paths.companyCategories]: 'Company Categories',
  [paths.productConfiguration]: 'Product Configuration',
  [paths.userManagement]: 'User Management',
  [paths.loanEvaluatorSimple]: 'Loan Evaluator (Simple)',
  [paths.loanEvaluator]: 'Loan Evaluator',
  [paths.masterConfiguration]: 'Master Configuration',
  [paths.rulesManagement]: 'Business Rules',
  [paths.shortener]: 'URL Shortener',
  [paths.apiKeys]: 'API Keys',
  [paths.webhooks]: 'Webhooks',
  [paths.partners]: 'Partners',
  [paths.privacyRequests]: 'Privacy requests',
  [paths.auditTrail]: 'Audit trail',
  [paths.profile]: 'Profile',
};

const RULE_VIEWS: Record<string, string> = { versions: 'Versions', 'test-cases': 'Test cases', checks: 'Checks' };

/** "Banks · Loan Back Office": the page's name first, so tabs and history tell pages apart. */
export function documentTitle(pathname: string, search = ''): string {
  const page = TITLES[pathname.replace(/\/+$/, '') || '/'];
  if (!page) return APP_NAME;
  const params = new URLSearchParams(search);
  const view = pathname === paths.rulesManagement ? RULE_VIEWS[params.get('tab') ?? ''] : undefined;
  return `${view ? `${view} · ` : ''}${page} · ${APP_NAME}`;
}

/** The root route's element: sets the document title for every page, signed in or not. */
export function TitledOutlet() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname, search);
  }, [pathname, search]);
  return <Outlet />;
}
