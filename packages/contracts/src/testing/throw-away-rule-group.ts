import { count, defineRuleGroup, percent, salaryBand } from '../rule-groups';

/**
 * A rule group that exists only in tests: written as a new group would be, from one definition,
 * to show that the server's routes and the editor's tab follow from it with nothing else.
 */
export const creditCardUsageGroup = defineRuleGroup({
  group: 'creditCardUsage',
  table: 'credit_card_usage_rules',
  engineKey: 'creditCardUsage',
  noun: 'credit card usage rule',
  scope: 'pair',
  editor: 'rows',
  conflict: 'salaryBand',
  fields: {
    ...salaryBand(),
    max_utilisation_percent: percent('Max Card Utilisation %', { required: 'Max utilisation is required' }),
    min_card_vintage_months: count('Min Card Vintage (months)'),
  },
  bounds: [['salary_min', 'salary_max']],
  cards: [
    { title: 'Band', fields: ['category_id', 'salary_min', 'salary_max'] },
    { title: 'Cards', fields: ['max_utilisation_percent', 'min_card_vintage_months', 'is_active'] },
  ],
  api: {
    list: { path: '/api/creditcardusage/getAllCreditCardUsageRules', read: 'page', name: 'creditCardUsageRules' },
    save: {
      path: '/api/creditcardusage/createandupdateCreditCardUsageRules',
      methods: ['PUT'],
      name: 'creditCardUsageRules',
      message: 'Credit card usage rules saved successfully',
    },
    delete: { path: '/api/creditcardusage/deleteCreditCardUsageRule', message: 'Credit card usage rule deleted successfully' },
  },
  texts: {
    title: 'Credit Card Usage Rules',
    description: 'Card utilisation and vintage per category and salary band',
    emptyText: 'No credit card usage rules configured. Click "Add Rule" to create one.',
    confirmTitle: 'Credit Card Usage Rule',
    loadError: 'Failed to load credit card usage rules',
    saveError: 'Failed to save credit card usage rules',
    deleteError: 'Failed to delete credit card usage rule',
  },
});
