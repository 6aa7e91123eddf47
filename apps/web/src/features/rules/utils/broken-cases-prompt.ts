import type { BrokenTestCase } from '@lbo/contracts/rule-test-cases';
import { isApiError } from '@/lib/api-client';

type Prompt = (cases: BrokenTestCase[], message: string) => Promise<boolean>;
let prompt: Prompt | null = null;

/** The mounted dialog registers itself; with none mounted a refused change stays refused. */
export function registerBrokenCasesPrompt(next: Prompt | null) {
  prompt = next;
}

/** The broken test cases of a 409 answer, if that is what it is. */
export function brokenCasesOf(error: unknown): BrokenTestCase[] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const cases = (error.data as { brokenTestCases?: BrokenTestCase[] } | null | undefined)?.brokenTestCases;
  return Array.isArray(cases) && cases.length > 0 ? cases : null;
}

/**
 * Sends a rule change; if the server refuses it because test cases would
 * break, shows them and, when the user chooses to go ahead, sends it again
 * with the explicit confirmation the server records in the version.
 */
export async function withBrokenCasesConfirmation<T>(send: (confirm: boolean) => Promise<T>): Promise<T> {
  try {
    return await send(false);
  } catch (error) {
    const cases = brokenCasesOf(error);
    if (!cases || !prompt) throw error;
    if (!(await prompt(cases, (error as Error).message))) throw error;
    return send(true);
  }
}
