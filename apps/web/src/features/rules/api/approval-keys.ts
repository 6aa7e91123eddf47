export type RuleChangeState = 'pending' | 'approved' | 'rejected';

/** Query keys of proposed rule changes and the approvals switch. */
export const approvalKeys = {
  all: ['rules', 'approvals'] as const,
  setting: () => ['rules', 'approvals', 'setting'] as const,
  impact: (id: string) => ['rules', 'approvals', 'impact', id] as const,
  changes: (state: RuleChangeState, page: number, limit: number) => ['rules', 'approvals', 'changes', state, page, limit] as const,
};
