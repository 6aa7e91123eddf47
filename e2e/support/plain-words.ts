import { expect, type Locator } from '@playwright/test';

/** The specification's own texts that look like codes: the results filter (ALL / ELIGIBLE / NOT_ELIGIBLE). */
const SPEC_TEXTS = ['NOT_ELIGIBLE'];
const RAW_CODE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** Asserts that what a user reads in `region` holds no raw enum (`PRIVATE_LIMITED`) and no internal id. */
export async function expectPlainWords(region: Locator, what: string, allowed: readonly string[] = []): Promise<void> {
  let text = await region.innerText();
  for (const spec of [...SPEC_TEXTS, ...allowed]) text = text.replaceAll(spec, '');
  expect(text.match(RAW_CODE) ?? [], `codes on ${what}`).toEqual([]);
  expect(text.match(UUID) ?? [], `internal ids on ${what}`).toEqual([]);
}
