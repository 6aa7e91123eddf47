export type { PrivacyRequest } from '@lbo/contracts/privacy';

export const PRIVACY_PAGE_SIZE = 20;

export const privacyKeys = {
  all: ['privacy-requests'] as const,
  list: (page: number) => ['privacy-requests', 'list', page] as const,
};
