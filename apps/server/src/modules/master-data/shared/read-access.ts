import { access } from '../../../plugins/access';

/** Banks, products and categories also feed the rule editor's pickers. */
export const catalogReadAccess = access.to('master-configuration', 'view', {
  alternatives: [{ module: 'rules-management', action: 'view' }],
});

/** Companies and cities also feed the Loan Evaluator's pickers. */
export const pickerReadAccess = access.to('master-configuration', 'view', {
  alternatives: [{ module: 'loan-evaluator', action: 'view' }],
});
