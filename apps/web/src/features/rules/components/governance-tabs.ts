/** The views beside the rules list (Versions, Test cases, Checks, Awaiting approval), each its own page: `?tab=`. */
export const GOVERNANCE_TABS = [
  { value: 'versions', label: 'Versions' },
  { value: 'test-cases', label: 'Test cases' },
  { value: 'checks', label: 'Checks' },
  { value: 'approvals', label: 'Awaiting approval' },
] as const;

export type GovernanceTab = (typeof GOVERNANCE_TABS)[number]['value'];
