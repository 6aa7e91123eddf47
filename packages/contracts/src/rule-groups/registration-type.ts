import { API } from '../api-paths';
import { RULE_MESSAGES as M } from '../rule-messages';
import { defineRuleGroup } from './define-rule-group';
import { num, registrationType, rupees } from './rule-field';

/** Limits per company registration type. GOVERMENT (as the editor sends it) is stored GOVERNMENT. */
export const registrationTypeGroup = defineRuleGroup({
  group: 'registrationType',
  table: 'registration_rules',
  engineKey: 'registration',
  noun: 'registration rule',
  scope: 'pair',
  editor: 'rows',
  conflict: 'registrationType',
  matchKeys: ['registration_type', 'salary_min', 'max_age'],
  fields: {
    registration_type: registrationType('Registration Type'),
    salary_min: rupees('Min Salary'),
    max_age: num('Max Age'),
  },
  cards: [{ title: '', fields: ['registration_type', 'salary_min', 'max_age', 'is_active'] }],
  api: {
    list: {
      path: API.registrationrules.getAllRegistrationRules,
      read: 'page',
      name: 'registration_rules',
      alsoRead: ['registrationRules'],
      withTotalCount: true,
    },
    save: {
      path: API.registrationrules.createandupdateRegistrationRule,
      methods: ['POST', 'PUT'],
      name: 'registration_rules',
      message: M.registrationSaved,
      pairOnRows: true,
    },
    delete: { path: API.registrationrules.deleteRegistrationRule, message: M.registrationDeleted },
  },
  texts: {
    title: 'Registration Type Rules',
    description: 'Configure rules per registration type',
    emptyText: 'No registration rules configured. Click "Add Rule" to create one.',
    confirmTitle: 'Registration Rule',
    loadError: 'Failed to load Registration rules',
    saveError: 'Failed to save Registration rules',
    deleteError: 'Failed to delete Registration rule',
    deleteInView: 'disabled',
    compact: true,
  },
});
