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
import { TitledOutlet } from './document-title';
import { AnonymousOnly, RequireAuth } from './guards';
import { RootRouteError, RouteError } from './route-error';

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
      {
        path: paths.forgotPassword,
        lazy: async () => ({ Component: await loadForgotPasswordPage() }),
      },
      {
        path: paths.setPassword,
        lazy: async () => ({ Component: await loadSetPasswordPage() }),
      },
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
                  {
                    path: paths.dashboard,
                    lazy: async () => ({ Component: await loadDashboardPage() }),
                  },
                  {
                    path: paths.customerMaster,
                    lazy: async () => ({ Component: await loadCustomersPage() }),
                  },
                  {
                    path: paths.analytics,
                    lazy: async () => ({ Component: await loadAnalyticsPage() }),
                  },
                  { path: paths.banks, element: <PlaceholderPage title="Banks" /> },
                  { path: paths.products, element: <PlaceholderPage title="Products" /> },
                  { path: paths.companies, element: <PlaceholderPage title="Companies" /> },
                  { path: paths.cities, element: <PlaceholderPage title="Cities" /> },
                  { path: paths.companyCategories, element: <PlaceholderPage title="Company Categories" /> },
                  { path: paths.productConfiguration, element: <PlaceholderPage title="Product Configuration" /> },
                  {
                    path: paths.userManagement,
                    lazy: async () => ({ Component: await loadUserManagementPage() }),
                  },
                  {
                    path: paths.loanEvaluatorSimple,
                    lazy: async () => ({ Component: await loadLoanEvaluatorSimplePage() }),
                  },
                  {
                    path: paths.loanEvaluator,
                    lazy: async () => ({ Component: await loadLoanEvaluatorPage() }),
                  },
                  {
                    path: paths.masterConfiguration,
                    lazy: async () => ({ Component: await loadMasterDataPage() }),
                  },
                  {
                    path: paths.rulesManagement,
                    lazy: async () => ({ Component: await loadRulesPage() }),
                  },
                  {
                    path: paths.shortener,
                    lazy: async () => ({ Component: await loadShortenerPage() }),
                  },
                  {
                    path: paths.apiKeys,
                    lazy: async () => ({ Component: await loadApiKeysPage() }),
                  },
                  {
                    path: paths.webhooks,
                    lazy: async () => ({ Component: await loadWebhooksPage() }),
                  },
                  {
                    path: paths.profile,
                    lazy: async () => ({ Component: await loadProfilePage() }),
                  },
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
