/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CRM_BASE_URL?: string;
  readonly VITE_BRE_BASE_URL?: string;
  readonly VITE_ADMIN_AUTH_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
