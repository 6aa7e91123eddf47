import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { paths } from '@/config/paths';
import { LoginPage } from '@/features/auth/components/login-page';
import { TitledOutlet } from './document-title';
import { AnonymousOnly, RequireAuth } from './guards';
import { RootRouteError, RouteError } from './route-error';

/**
 * Every route of the app (spec part 1 §2, part 2 §2). Feature pages load on
 * demand; each is one import from its feature folder.
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
        lazy: async () => ({ Component: (await import('@/features/auth/components/forgot-password-page')).ForgotPasswordPage }),
      },
      {
        path: paths.setPassword,
        lazy: async () => ({ Component: (await import('@/features/auth/components/set-password-page')).SetPasswordPage }),
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
                    lazy: async () => ({ Component: (await import('@/features/dashboard/components/dashboard-page')).DashboardPage }),
                  },
                  {
                    path: paths.customerMaster,
                    lazy: async () => ({ Component: (await import('@/features/customers/components/customers-page')).CustomersPage }),
                  },
                  {
                    path: paths.analytics,
                    lazy: async () => ({ Component: (await import('@/features/decision-analytics/components/analytics-page')).AnalyticsPage }),
                  },
                  { path: paths.banks, element: <PlaceholderPage title="Banks" /> },
                  { path: paths.products, element: <PlaceholderPage title="Products" /> },
                  { path: paths.companies, element: <PlaceholderPage title="Companies" /> },
                  { path: paths.cities, element: <PlaceholderPage title="Cities" /> },
                  { path: paths.companyCategories, element: <PlaceholderPage title="Company Categories" /> },
                  { path: paths.productConfiguration, element: <PlaceholderPage title="Product Configuration" /> },
                  {
                    path: paths.userManagement,
                    lazy: async () => ({ Component: (await import('@/features/user-management/components/user-management-page')).UserManagementPage }),
                  },
                  {
                    path: paths.loanEvaluatorSimple,
                    lazy: async () => ({ Component: (await import('@/features/loan-evaluator/components/loan-evaluator-simple-page')).LoanEvaluatorSimplePage }),
                  },
                  {
                    path: paths.loanEvaluator,
                    lazy: async () => ({ Component: (await import('@/features/loan-evaluator/components/loan-evaluator-page')).LoanEvaluatorPage }),
                  },
                  {
                    path: paths.masterConfiguration,
                    lazy: async () => ({ Component: (await import('@/features/master-data/components/master-data-page')).MasterDataPage }),
                  },
                  {
                    path: paths.rulesManagement,
                    lazy: async () => ({ Component: (await import('@/features/rules/components/rules-page')).RulesPage }),
                  },
                  {
                    path: paths.shortener,
                    lazy: async () => ({ Component: (await import('@/features/shortener/components/shortener-page')).ShortenerPage }),
                  },
                  {
                    path: paths.apiKeys,
                    lazy: async () => ({ Component: (await import('@/features/api-keys/components/api-keys-page')).ApiKeysPage }),
                  },
                  {
                    path: paths.profile,
                    lazy: async () => ({ Component: (await import('@/features/profile/components/profile-page')).ProfilePage }),
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
