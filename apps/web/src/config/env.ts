/**
 * Base addresses of the three back-end families. All default to '' (same
 * origin) so one server serves everything; each can be pointed elsewhere at
 * build time when the services are deployed apart.
 */
function baseUrl(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}

export const env = {
  crmBaseUrl: baseUrl(import.meta.env.VITE_CRM_BASE_URL),
  breBaseUrl: baseUrl(import.meta.env.VITE_BRE_BASE_URL),
  adminAuthBaseUrl: baseUrl(import.meta.env.VITE_ADMIN_AUTH_BASE_URL),
} as const;
