import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bankPickerAnswer, productPickerAnswer } from '@lbo/contracts/rules';
import { okBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { withProviders } from '@/testing/render-app';
import { CreateRuleChooser } from './create-rule-chooser';

configure({ asyncUtilTimeout: 5000 });

const pagination = (rows: unknown[]) => ({ total: rows.length, page: 1, limit: 10, totalPages: 1 });

describe('CreateRuleChooser', () => {
  it('picks a bank and a product from the searchable pickers, then continues with both ids', async () => {
    const fetch = mockFetch({
      // The spellings the specification lets the pickers read besides `id` and `name`.
      'GET /api/bank/getAllBanks': { body: okBody(bankPickerAnswer, { banks: [{ id: 'b1', bank_name: 'HDFC Bank' }], pagination: pagination([1]) }) },
      'GET /api/product/getAllProducts': {
        body: okBody(productPickerAnswer, { products: [{ _id: 'p1', display_name: 'Personal Loan' }], pagination: pagination([1]) }),
      },
    });
    const onContinue = vi.fn();
    render(withProviders(<CreateRuleChooser onCancel={() => undefined} onContinue={onContinue} />));
    const proceed = screen.getByRole('button', { name: 'Continue to Create' });
    expect(proceed).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('combobox', { name: 'Bank' }));
    expect(screen.getByRole('combobox', { name: 'Search banks' }).getAttribute('placeholder')).toBe('Search banks…');
    fireEvent.click(await screen.findByRole('option', { name: 'HDFC Bank' }));
    expect(screen.getByRole('combobox', { name: 'Bank' }).textContent).toBe('HDFC Bank');
    // Radix hands focus back to the trigger after the list closes; let it, before the next picker opens.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    fireEvent.click(screen.getByRole('combobox', { name: 'Product' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Personal Loan' }));
    expect(screen.getByRole('combobox', { name: 'Product' }).textContent).toBe('Personal Loan');

    fireEvent.click(proceed);
    expect(onContinue).toHaveBeenCalledWith('b1', 'p1');
    const bankCall = new URL(String(fetch.mock.calls.find(([url]) => String(url).includes('getAllBanks'))?.[0]), 'http://localhost');
    expect(bankCall.searchParams.get('limit')).toBe('10');
  });
});
