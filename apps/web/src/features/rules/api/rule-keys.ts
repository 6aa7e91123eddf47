export interface Pair {
  bank_id: string;
  product_id: string;
}

/** Query keys of the feature: a save invalidates its group, the rules list and the pair's history. */
export const ruleKeys = {
  all: ['rules'] as const,
  info: () => ['rules', 'info'] as const,
  infoPage: (params: { search: string; page: number; limit: number }) => ['rules', 'info', params] as const,
  history: (pair: Pair) => ['rules', 'history', pair.bank_id, pair.product_id] as const,
  group: (group: string, pair: Pair) => ['rules', 'group', group, pair.bank_id, pair.product_id] as const,
  bankName: (id: string) => ['rules', 'bank-name', id] as const,
  productName: (id: string) => ['rules', 'product-name', id] as const,
  options: (kind: 'banks' | 'products') => ['rules', 'options', kind] as const,
  categories: () => ['rules', 'categories'] as const,
};
