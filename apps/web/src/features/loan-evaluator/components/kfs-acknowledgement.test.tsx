import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kfsAcknowledgementAnswer, type KfsAcknowledgement } from '@lbo/contracts/kfs-acknowledgements';
import type { PermissionFlags } from '@lbo/contracts/permissions';
import { sessionActions } from '@/lib/session-store';
import { okBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { signInAs, withProviders } from '@/testing/render-app';
import type { EligibilityEntry } from '../types';
import { OfferTermsStrip } from './offer-terms-strip';

const PATH = '/api/loanapplication/app-1/pairs/bank-1/product-1/kfs/acknowledgement';
const READ_ONLY: PermissionFlags = { view: true, create: false, edit: false, delete: false, export: false };

const entry = {
  bankId: 'bank-1',
  productId: 'product-1',
  bankName: 'HDFC Bank',
  productName: 'Personal Loan',
  eligibilityStatus: 'ELIGIBLE',
  penalCharges: '2% a month on the overdue instalment',
} as EligibilityEntry;

const recorded: KfsAcknowledgement = {
  kfsNumber: 'KFS-2026-000042',
  acknowledgedAt: '2026-11-28T06:30:00.000Z',
  acknowledgedBy: { id: 'u-1', name: 'Asha Rao' },
  method: 'E_SIGN',
  language: 'hi',
};

afterEach(() => {
  sessionActions.clear();
  vi.unstubAllGlobals();
});

const conflict = (message: string) => ({ status: 409, body: { status: false, statusCode: 409, message } });

describe("the acknowledgement of an offer's Key Fact Statement", () => {
  it('is recorded from the offer: method and language in words, then shown in place of the action', async () => {
    const sent: unknown[] = [];
    mockFetch({
      [`POST ${PATH}`]: ({ body }) => {
        sent.push(body);
        return { status: 201, body: { ...okBody(kfsAcknowledgementAnswer, recorded, 'Acknowledgement recorded'), statusCode: 201 } };
      },
    });
    signInAs({ 'loan-evaluator': { ...READ_ONLY, create: true } });
    render(withProviders(<OfferTermsStrip entry={entry} applicationId="app-1" />));

    fireEvent.click(screen.getByRole('button', { name: /^Record acknowledgement/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Record acknowledgement' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.parentElement!.textContent),
    ).toEqual(['Signed on paper', 'E-sign', 'OTP', 'Recorded call', 'English', 'Hindi']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record acknowledgement' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose how the borrower acknowledged it');
    fireEvent.click(within(dialog).getByLabelText('E-sign'));
    fireEvent.click(within(dialog).getByLabelText('Hindi'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record acknowledgement' }));

    expect((await screen.findByTestId('kfs-acknowledgement')).textContent).toBe('Acknowledged 28 Nov 2026, e-sign, Hindi');
    expect(sent).toEqual([{ method: 'E_SIGN', language: 'hi' }]);
    expect(screen.getByTestId('kfs-acknowledgement').title).toBe('KFS-2026-000042, recorded by Asha Rao');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: /^Record acknowledgement/ })).toBeNull();
  });

  it('shows the one recorded elsewhere when the server says it exists already', async () => {
    mockFetch({
      [`POST ${PATH}`]: conflict('The Key Fact Statement KFS-2026-000042 was acknowledged already'),
      [`GET ${PATH}`]: { body: okBody(kfsAcknowledgementAnswer, { ...recorded, method: 'RECORDED_CALL', language: 'en' }) },
    });
    signInAs({ 'loan-evaluator': { ...READ_ONLY, create: true } });
    render(withProviders(<OfferTermsStrip entry={entry} applicationId="app-1" />));
    fireEvent.click(screen.getByRole('button', { name: /^Record acknowledgement/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('OTP'));
    fireEvent.click(within(dialog).getByLabelText('English'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record acknowledgement' }));
    expect((await screen.findByTestId('kfs-acknowledgement')).textContent).toBe('Acknowledged 28 Nov 2026, recorded call, English');
  });

  it('keeps the dialog open with the reason when it is refused (an expired KFS)', async () => {
    const expired = 'The Key Fact Statement KFS-2026-000042 expired (it was valid until 1 Dec 2026)';
    mockFetch({
      [`POST ${PATH}`]: conflict(expired),
      [`GET ${PATH}`]: { status: 404, body: { status: false, statusCode: 404, message: 'Acknowledgement not found' } },
    });
    signInAs({ 'loan-evaluator': { ...READ_ONLY, create: true } });
    render(withProviders(<OfferTermsStrip entry={entry} applicationId="app-1" />));
    fireEvent.click(screen.getByRole('button', { name: /^Record acknowledgement/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Signed on paper'));
    fireEvent.click(within(dialog).getByLabelText('English'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record acknowledgement' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(expired));
    expect(screen.queryByTestId('kfs-acknowledgement')).toBeNull();
  });

  it('is not offered without Loan Evaluator create', () => {
    mockFetch({});
    signInAs({ 'loan-evaluator': READ_ONLY });
    render(withProviders(<OfferTermsStrip entry={entry} applicationId="app-1" />));
    expect(screen.getByRole('button', { name: 'Key Fact Statement' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Record acknowledgement/ })).toBeNull();
  });
});
