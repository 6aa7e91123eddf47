/** Every screen of the signed-in app, for the checks that visit them all. */
export const SCREENS = [
  '/dashboard',
  '/customer-master',
  '/analytics',
  '/loan-evaluator',
  '/loan-evaluator-simple',
  '/rules-management',
  '/master-configuration',
  '/user-management',
  '/shortener',
  '/api-keys',
  '/webhooks',
  '/partners',
  '/privacy-requests',
  '/profile',
];
