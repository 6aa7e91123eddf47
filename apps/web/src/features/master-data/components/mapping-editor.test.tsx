import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { okAnswer } from '@lbo/contracts/answers';
import { bankDtoSchema, companyDtoSchema, mappingDtoSchema, productDtoSchema, type MappingDto } from '@lbo/contracts/master-data-answers';
import { bankRow, categoriesBody, companyRow, masterListBody, okReply, productRow } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { withProviders } from '@/testing/render-app';
import { MappingEditor } from './mapping-editor';

configure({ asyncUtilTimeout: 5000 });

const companies = Array.from({ length: 14 }, (_, i) =>
  companyRow({ id: `c${i + 1}`, company_name: `Company ${String(i + 1).padStart(2, '0')}`, is_listed: false }),
);

const mappingAnswer = okAnswer(mappingDtoSchema);

const saved: MappingDto = {
  id: 'm1',
  bank_id: 'b1',
  product_id: 'p1',
  company_id: 'c1',
  category_id: 'cat1',
  is_active: true,
  bank_name: 'HDFC Bank',
  product_name: 'Personal Loan',
  company_name: 'Company 01',
  category_name: 'CAT A',
  created_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
};

function mockApi() {
  const updates: unknown[] = [];
  const spy = mockFetch({
    'GET /api/bank/getAllBanks': { body: masterListBody('banks', bankDtoSchema, [bankRow('HDFC Bank', 'b1')]) },
    'GET /api/product/getAllProducts': { body: masterListBody('products', productDtoSchema, [productRow('Personal Loan', 'p1')]) },
    'GET /api/salarycategory/getAllSalaryCategories': { body: categoriesBody([{ id: 'cat1', name: 'CAT A' }]) },
    'GET /api/bankcompanycategory/getAllBankCompanyCategories': {
      body: masterListBody('companyCategories', mappingDtoSchema, [saved], { withTotalCount: true }),
    },
    'GET /api/company/getAllCompanies': ({ url }) => {
      const query = new URL(url, 'http://localhost').searchParams;
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return {
        body: masterListBody('companies', companyDtoSchema, companies.slice((page - 1) * limit, page * limit), { page, limit, total: companies.length }),
      };
    },
    'PUT /api/bankcompanycategory/updateBankCompanyCategory': ({ body }) => {
      updates.push(body);
      return okReply(mappingAnswer, saved);
    },
  });
  return { spy, updates };
}

describe('MappingEditor company picker', () => {
  it("shows a rule's company, pages through the companies and saves the new choice", async () => {
    const { spy, updates } = mockApi();
    const onClose = vi.fn();
    render(withProviders(<MappingEditor row={saved} onClose={onClose} />));

    const trigger = await screen.findByRole('combobox', { name: 'Company of rule 1' });
    expect(trigger.textContent).toBe('Company 01');
    expect(spy.mock.calls.some(([url]) => String(url).includes('getAllCompanies'))).toBe(false);

    fireEvent.click(trigger);
    expect(await screen.findByRole('option', { name: 'Company 10' })).toBeTruthy();
    expect(within(screen.getByRole('listbox', { name: 'Search companies' })).getAllByRole('option')).toHaveLength(10);
    expect(screen.getByRole('option', { name: 'Company 01' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Company 13' }));
    expect(screen.getByRole('combobox', { name: 'Company of rule 1' }).textContent).toBe('Company 13');

    fireEvent.click(screen.getByRole('button', { name: 'Save Rules' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updates).toEqual([{ company_id: 'c13', category_id: 'cat1', is_active: true, bank_id: 'b1', product_id: 'p1' }]);
  });
});
