import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { ruleVersionDiffAnswer, ruleVersionListAnswer, type RuleVersionDiff, type RuleVersionList } from '@lbo/contracts/rule-versions';
import { sessionActions } from '@/lib/session-store';
import { okBody } from '@/testing/answers';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs } from '@/testing/render-app';

const versions: RuleVersionList = {
  items: [3, 2, 1, 0].map((version) => ({
    version,
    createdAt: '2026-11-20T05:00:00Z',
    createdBy: version ? { id: 'u1', name: 'Asha Rao' } : null,
    summary: version ? `Change ${version}` : 'The rules as first loaded',
    changes: {},
    reason: version === 3 ? 'Credit policy note CP-17' : null,
    kind: version === 2 ? 'restore' : 'edit',
  })),
  total: 4,
  page: 1,
  limit: 10,
  totalPages: 1,
  current: 3,
};
const diff: RuleVersionDiff = {
  from: 0,
  to: 3,
  totals: { added: 0, removed: 0, changed: 0 },
  truncated: false,
  categoryNames: {},
  versions: versions.items.filter((v) => v.version > 0),
  groups: [],
};

afterEach(() => sessionActions.clear());

describe('versions tab', () => {
  it('compares version 0 like any other and shows why each version was made', async () => {
    const asked: string[] = [];
    mockSignedInFetch({
      'GET /api/rule-versions': { body: okBody(ruleVersionListAnswer, versions) },
      'GET /api/rule-versions/0/diff/3': ({ url }) => {
        asked.push(url);
        return { body: okBody(ruleVersionDiffAnswer, diff) };
      },
    });
    signInAs(toAccessMap(fullAccess()));
    renderApp('/rules-management?tab=versions');
    expect(await screen.findByText('Credit policy note CP-17')).toBeTruthy();
    const compare = screen.getByRole('form', { name: 'Compare two versions' });
    fireEvent.change(within(compare).getByLabelText('From version'), { target: { value: '0' } });
    fireEvent.change(within(compare).getByLabelText('To version'), { target: { value: '3' } });
    fireEvent.click(within(compare).getByRole('button', { name: 'Compare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 0 → version 3' });
    // The difference says who made each version in between, and why.
    const spanned = await within(dialog).findByTestId('diff-versions');
    expect(spanned.textContent).toContain('Version 3 · Asha Rao');
    expect(spanned.textContent).toContain('Why: Credit policy note CP-17');
    expect(spanned.textContent).toContain('Restore');
    expect(screen.queryByText('Enter two version numbers to compare')).toBeNull();
  });
});
