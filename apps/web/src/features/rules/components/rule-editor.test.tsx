import { screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { fullAccess, toAccessMap } from '@lbo/contracts/permissions';
import { sessionActions } from '@/lib/session-store';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, slow } from '@/testing/render-app';

const failedName = { status: 500, body: { status: false, statusCode: 500 } };
const editorAt = (group: string) => `/rules-management?bank_id=b1&product_id=p1&mode=view&group=${group}`;

describe('Rule editor: bank and product names', () => {
  afterEach(() => {
    sessionActions.clear();
    toast.remove();
  });

  it("says 'Failed to load bank/product information' when a name cannot be read", async () => {
    mockFetch({ 'GET /api/bank/getBankById': failedName, 'GET /api/product/getProductById': { body: { data: { name: 'Personal Loan' } } } });
    signInAs(toAccessMap(fullAccess()));
    renderApp(editorAt('foir'));
    expect(await screen.findByText('Failed to load bank/product information', {}, slow)).toBeTruthy();
    expect(await screen.findByTestId('editor-bank-name')).toHaveProperty('textContent', 'Unknown Bank');
  });

  it("says 'Failed to load bank or product information' on the bank salary tab", async () => {
    mockFetch({ 'GET /api/bank/getBankById': { body: { data: { name: 'HDFC' } } }, 'GET /api/product/getProductById': failedName });
    signInAs(toAccessMap(fullAccess()));
    renderApp(editorAt('bankSalary'));
    expect(await screen.findByText('Failed to load bank or product information', {}, slow)).toBeTruthy();
    expect(screen.queryByText('Failed to load bank/product information')).toBeNull();
  });
});
