import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { sessionActions } from '@/lib/session-store';
import { proposedChangeAnswer } from '@lbo/contracts/rule-changes';
import { ruleChecksAnswer } from '@lbo/contracts/rule-checks';
import { foirGroup, multiplierGroup } from '@lbo/contracts/rule-groups';
import { simulationAnswer, type SimulationResult } from '@lbo/contracts/rule-simulation';
import { approvalsBody, bankBody, categoriesBody, groupListBody, groupSavedBody, okBody, productBody, ruleRow } from '@/testing/answers';
import { headerOf, mockFetch } from '@/testing/mock-fetch';
import { confirmWithReason } from '../testing/reason-dialog-steps';
import { renderApp, signInAs, slow } from '@/testing/render-app';

/*
 * Accountable rule changes in the editor: edits survive switching tabs, leaving with edits asks
 * first, every save carries a reason (header and body), a 202 is a proposal (not a save), and the
 * impact preview saves in the same trip.
 */

const BANK = '5b1c0f5e-1f0e-4a57-9a0f-0d8b7f1a0b01';
const PRODUCT = '6c2d1e6f-2a1f-4b68-8b1a-1e9c8a2b1c02';
const band = ruleRow(foirGroup, {
  id: '7d3e2f70-3b2a-4c79-9c2b-2fad9b3c2d03',
  bank_id: BANK,
  product_id: PRODUCT,
  category_id: null,
  salary_min: 25000,
  salary_max: null,
  foir_percent: 70,
  foir_percent_with_secured: null,
});
const noImpact: SimulationResult = {
  applications: 10,
  window: { last: 1000, days: null, from: null, to: null },
  pairsChanged: 0,
  eligibleToNot: 0,
  notToEligible: 0,
  amountChanged: 0,
  repriced: 0,
  totalInterestChange: 0,
  amountChange: { totalBefore: 0, totalAfter: 0, medianBefore: 0, medianAfter: 0 },
  perPair: [],
  affected: [],
  affectedTotal: 0,
  elapsedMs: 3,
};

interface Sent {
  url: string;
  body: unknown;
  reasonHeader: string | null;
}

function routes(opts: { approvals?: boolean; saveStatus?: number } = {}) {
  const saves: Sent[] = [];
  const simulated: unknown[] = [];
  const spy = mockFetch({
    'GET /api/bank/getBankById': { body: bankBody('HDFC Bank') },
    'GET /api/product/getProductById': { body: productBody('Personal Loan') },
    'GET /api/salarycategory/getAllSalaryCategories': { body: categoriesBody() },
    'GET /api/settings/rule-approvals': { body: approvalsBody(opts.approvals === true) },
    'GET /api/foir/getAllfoirrules': { body: groupListBody(foirGroup, [band]) },
    'GET /api/multiplier/getMultiplierRuleByBankandProductId': { body: groupListBody(multiplierGroup, []) },
    'POST /api/rules/simulate': ({ body }) => {
      simulated.push(body);
      return { body: okBody(simulationAnswer, noImpact, 'Impact preview') };
    },
    'POST /api/rules/checks': { body: okBody(ruleChecksAnswer, { findings: [], pairsChecked: 1, version: 1 }) },
    'PUT /api/foir/createandupdatefoirrule': ({ url, init, body }) => {
      saves.push({ url, body, reasonHeader: headerOf(init, 'X-Change-Reason') });
      if (opts.saveStatus === 202)
        return { status: 202, body: okBody(proposedChangeAnswer, { id: 'change-1', state: 'pending' }, 'Change proposed for approval') };
      const rows = (body as { rules: Record<string, unknown>[] }).rules;
      return {
        body: groupSavedBody(
          foirGroup,
          rows.map((r) => ruleRow(foirGroup, { ...band, ...r, id: band.id })),
        ),
      };
    },
  });
  return { saves, simulated, spy };
}

const openEditor = (group = 'foir') => renderApp(`/rules-management?bank_id=${BANK}&product_id=${PRODUCT}&mode=edit&group=${group}`);
const foirInput = async () => (await screen.findByLabelText(/^FOIR %$/, {}, slow)) as HTMLInputElement;
/** Opens the pair's FOIR editor with full access and lowers its FOIR from 70 to 60, unsaved. */
async function editFoir() {
  signInAs(toAccessMap(fullAccess()));
  const rendered = openEditor();
  const input = await foirInput();
  await waitFor(() => expect(input.value).toBe('70'));
  fireEvent.change(input, { target: { value: '60' } });
  return rendered;
}
const chooseTab = (name: string) => {
  const tab = screen.getByRole('tab', { name });
  fireEvent.mouseDown(tab, { button: 0 });
  fireEvent.click(tab);
};

describe('rule editor: accountable changes', () => {
  afterEach(() => {
    sessionActions.clear();
    toast.remove();
  });

  it('keeps an unsaved FOIR edit across a tab switch', async () => {
    routes();
    await editFoir();

    chooseTab('Multiplier');
    expect(await screen.findByRole('heading', { name: 'Multiplier Rules' }, slow)).toBeTruthy();
    chooseTab('Foir');
    const back = await foirInput();
    await waitFor(() => expect(back.value).toBe('60'));
    // The band table shows the open maximum as "No limit".
    expect((screen.getByLabelText('Max Salary') as HTMLInputElement).placeholder).toBe('No limit');
    expect((screen.getByLabelText('Min Salary') as HTMLInputElement).value).toBe('25,000');
  });

  it('asks before leaving the editor with unsaved edits, and stays when told to', async () => {
    routes();
    const { router } = await editFoir();

    fireEvent.click(screen.getByRole('button', { name: 'Back to rules list' }));
    const dialog = await screen.findByRole('alertdialog', {}, slow);
    expect(within(dialog).getByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.search).toContain('mode=edit');
    expect((await foirInput()).value).toBe('60');

    // The browser's own leave (reload, close) is asked about too.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Back to rules list' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', {}, slow)).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('mode=edit'));
  });

  it('asks for a reason on Save & Next and sends it as the X-Change-Reason header and in the body', async () => {
    const { saves } = routes();
    await editFoir();
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));

    const dialog = await screen.findByRole('dialog', {}, slow);
    const reason = 'Credit policy note CP-17: FOIR for ₹25,000+ lowered';
    fireEvent.change(within(dialog).getByLabelText(/Reason for this change/), { target: { value: reason } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('FOIR rules saved successfully', {}, slow)).toBeTruthy();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.reasonHeader).toBe(encodeURIComponent(reason));
    expect(saves[0]!.body).toMatchObject({ reason, rules: [{ id: band.id, foir_percent: 60 }] });
    // Saved: the editor moves on to the next tab.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Employment' }).getAttribute('aria-selected')).toBe('true'));
  });

  it('requires the reason while approvals are on, and treats a 202 as a proposal, not a save', async () => {
    const { saves } = routes({ approvals: true, saveStatus: 202 });
    await editFoir();
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));

    const dialog = await screen.findByRole('dialog', {}, slow);
    await waitFor(() => expect(within(dialog).getByText('*')).toBeTruthy());
    await confirmWithReason(dialog, 'Save', 'Policy CP-17', saves);
    expect(await screen.findByText('Change proposed for approval', {}, slow)).toBeTruthy();
    expect(saves).toHaveLength(1);
    expect(screen.queryByText('FOIR rules saved successfully')).toBeNull();
    // Not saved: the tab stays, with the edit still on screen.
    expect(screen.getByRole('tab', { name: 'Foir' }).getAttribute('aria-selected')).toBe('true');
    expect((await foirInput()).value).toBe('60');
  });

  it('asks the reason in the same dialog with approvals off (optional: a blank one saves) and on (required)', async () => {
    const seen: { title: string | null; label: string; hint: string | null }[] = [];
    for (const approvals of [false, true]) {
      const { saves } = routes({ approvals, saveStatus: approvals ? 202 : 200 });
      const { unmount } = await editFoir();
      fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
      const dialog = await screen.findByRole('dialog', {}, slow);
      const box = within(dialog).getByLabelText(/Reason for this change/);
      if (approvals) await waitFor(() => expect(within(dialog).getByText('*')).toBeTruthy());
      seen.push({
        title: within(dialog).getByRole('heading').textContent,
        label: document.querySelector(`label[for="${box.id}"]`)!.textContent!,
        hint: document.getElementById(`${box.id}-hint`)?.textContent ?? null,
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      if (approvals) {
        // Proposals need their reason: a blank one is refused in the dialog, nothing is sent.
        expect(await within(dialog).findByText('Give a reason for this change')).toBeTruthy();
        expect(saves).toHaveLength(0);
      } else {
        expect(await screen.findByText('FOIR rules saved successfully', {}, slow)).toBeTruthy();
        expect(saves).toHaveLength(1);
        expect(saves[0]!.reasonHeader).toBeNull();
      }
      unmount();
      toast.remove();
    }
    expect(seen[0]).toEqual({ title: 'Save Foir', label: 'Reason for this change (optional)', hint: 'Kept with the change in the version history.' });
    expect(seen[1]).toEqual({
      title: 'Save Foir',
      label: 'Reason for this change *',
      hint: 'Kept with the change in the version history; a second person approves it before it applies.',
    });
  });

  it('lifts "Change proposed for approval" above Save & Next while the buttons are low in the window, and back down after', async () => {
    // jsdom lays nothing out: the editor's buttons say they start 60 px above the bottom of its 768 px window.
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return (this.dataset.testid === 'editor-actions' ? { top: 708, bottom: 748, height: 40 } : { top: 0, bottom: 0, height: 0 }) as DOMRect;
    });
    try {
      const { saves } = routes({ approvals: true, saveStatus: 202 });
      const { router } = await editFoir();
      const toaster = document.querySelector<HTMLElement>('[data-rht-toaster]')!;
      // 16 px from the edge, plus the buttons' 60 px and an 8 px gap.
      await waitFor(() => expect(toaster.style.bottom).toBe('84px'));
      fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
      await confirmWithReason(await screen.findByRole('dialog', {}, slow), 'Save', 'Policy CP-17', saves);
      const note = await screen.findByText('Change proposed for approval', {}, slow);
      expect(toaster.contains(note)).toBe(true);
      expect(toaster.style.bottom).toBe('84px');

      // Away from the editor, toasts go back to the bottom edge.
      fireEvent.click(screen.getByRole('button', { name: 'Back to rules list' }));
      fireEvent.click(within(await screen.findByRole('alertdialog', {}, slow)).getByRole('button', { name: 'Leave' }));
      await waitFor(() => expect(router.state.location.search).not.toContain('mode=edit'));
      await waitFor(() => expect(toaster.style.bottom).toBe('16px'));
    } finally {
      rect.mockRestore();
    }
  });

  it('previews the impact and saves in the same trip with the reason typed there', async () => {
    const { saves, simulated } = routes();
    await editFoir();
    fireEvent.click(screen.getByRole('button', { name: 'Preview impact' }));

    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(await within(dialog).findByText(/changes nothing the evaluator reads/, {}, slow)).toBeTruthy();
    expect(simulated).toHaveLength(1);
    expect(saves).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason for this change/), { target: { value: 'Seen the impact: none' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });

    expect(await screen.findByText('FOIR rules saved successfully', {}, slow)).toBeTruthy();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.reasonHeader).toBe(encodeURIComponent('Seen the impact: none'));
    expect(saves[0]!.body).toMatchObject({ reason: 'Seen the impact: none' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
