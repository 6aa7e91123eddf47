import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { paths } from '@/config/paths';
import { loadApiKeysPage } from '@/features/api-keys';
import { LoginPage, loadForgotPasswordPage, loadSetPasswordPage } from '@/features/auth';
import { loadCustomersPage } from '@/features/customers';
import { loadDashboardPage } from '@/features/dashboard';
import { loadAnalyticsPage } from '@/features/decision-analytics';
import { loadLoanEvaluatorPage, loadLoanEvaluatorSimplePage } from '@/features/loan-evaluator';
import { loadMasterDataPage } from '@/features/master-data';
import { loadProfilePage } from '@/features/profile';
import { loadRulesPage } from '@/features/rules';
import { loadShortenerPage } from '@/features/shortener';
import { loadUserManagementPage } from '@/features/user-management';
import { loadWebhooksPage } from '@/features/webhooks';
import { loadPartnersPage } from '@/features/partners';
import { loadPrivacyRequestsPage } from '@/features/privacy-requests';
import { loadAuditTrailPage } from '@/features/audit-trail';
import { TitledOutlet } from './document-title';
import { AnonymousOnly, RequireAuth } from './guards';
import { RootRouteError, RouteError } from './route-error';

/** A page its feature loads on demand (its own chunk). */
const lazyPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({ path, lazy: async () => ({ Component: await load() }) });

/** The pages the spec keeps as placeholders: a title and one line of text. */
const PLACEHOLDERS = [
  [paths.banks, 'Banks'],
  [paths.products, 'Products'],
  [paths.companies, 'Companies'],
  [paths.cities, 'Cities'],
  [paths.companyCategories, 'Company Categories'],
  [paths.productConfiguration, 'Product Configuration'],
] as const;

/**
 * Every route of the app (spec part 1 §2, part 2 §2). Feature pages load on
 * demand through the loader its feature's index.ts exports.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <TitledOutlet />,
    ErrorBoundary: RootRouteError,
    HydrateFallback: PageLoader,
    children: [
      {
        element: <AnonymousOnly />,
        children: [{ path: paths.login, element: <LoginPage /> }],
      },
      lazyPage(paths.forgotPassword, loadForgotPasswordPage),
      lazyPage(paths.setPassword, loadSetPasswordPage),
      {
        element: <RequireAuth />,
        children: [
          {
            // The shell (navigation, drawers, dialogs) loads after sign-in: /login does not carry it.
            lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
            children: [
              {
                // A crashing page keeps the shell, so the user can navigate away.
                ErrorBoundary: RouteError,
                children: [
                  lazyPage(paths.dashboard, loadDashboardPage),
                  lazyPage(paths.customerMaster, loadCustomersPage),
                  lazyPage(paths.analytics, loadAnalyticsPage),
                  ...PLACEHOLDERS.map(([path, title]) => ({ path, element: <PlaceholderPage title={title} /> })),
                  lazyPage(paths.userManagement, loadUserManagementPage),
                  lazyPage(paths.loanEvaluatorSimple, loadLoanEvaluatorSimplePage),
                  lazyPage(paths.loanEvaluator, loadLoanEvaluatorPage),
                  lazyPage(paths.masterConfiguration, loadMasterDataPage),
                  lazyPage(paths.rulesManagement, loadRulesPage),
                  lazyPage(paths.shortener, loadShortenerPage),
                  lazyPage(paths.apiKeys, loadApiKeysPage),
                  lazyPage(paths.webhooks, loadWebhooksPage),
                  lazyPage(paths.partners, loadPartnersPage),
                  lazyPage(paths.privacyRequests, loadPrivacyRequestsPage),
                  lazyPage(paths.auditTrail, loadAuditTrailPage),
                  lazyPage(paths.profile, loadProfilePage),
                ],
              },
            ],
          },
        ],
      },
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      { path: '*', element: <Navigate to={paths.dashboard} replace /> },
    ],
  },
];
