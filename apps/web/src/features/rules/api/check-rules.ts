import { useMutation, useQuery } from '@tanstack/react-query';
import { ruleChecksAnswer, type RuleChecksAnswer } from '@lbo/contracts/rule-checks';
import type { SaveCall } from '@lbo/contracts/rule-simulation';
import { api } from '@/lib/api-client';
import { governanceKeys } from './governance-keys';
import { API } from '@lbo/contracts/api-paths';

async function checkCurrentRules(): Promise<RuleChecksAnswer> {
  return (await api.bre.read(API.rules.checks, { answer: ruleChecksAnswer })).data;
}

/** Warnings about every pair's rules as saved. */
export function useRuleChecks() {
  return useQuery({ queryKey: governanceKeys.checks(), queryFn: checkCurrentRules });
}

async function checkProposedRules(changes: SaveCall[]): Promise<RuleChecksAnswer> {
  return (await api.bre.send('POST', API.rules.checks, { changes }, { answer: ruleChecksAnswer })).data;
}

/** Warnings about the rules as unsaved save calls would leave them; the server writes nothing. */
export function useCheckProposedRules() {
  return useMutation({ mutationFn: checkProposedRules });
}
