import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullAccess, toAccessMap, type RoleAccessEntry } from '@lbo/contracts/permissions';
import { sessionActions } from '@/lib/session-store';
import { MASTER_MESSAGES as M } from '@lbo/contracts/master-data';
import type { z } from 'zod';
import { bankAnswer, bankDtoSchema, companyDtoSchema, importResultAnswer, productAnswer, productDtoSchema } from '@lbo/contracts/master-data-answers';
import { bankRow, companyRow, masterListBody, okBody, okReply, productRow, roleAccessBody } from '@/testing/answers';
import { mockSignedInFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, slow } from '@/testing/render-app';

const NO_KFS_FACTS = { grievance_officer_name: null, grievance_officer_phone: null, grievance_officer_email: null, uses_recovery_agents: null };

type BankFacts = Partial<z.input<typeof bankDtoSchema>>;
const bank = (name: string, is_active = true, facts: BankFacts = {}) => bankRow(name, `id-${name}`, { is_active, ...facts });
const banksReply = (rows: ReturnType<typeof bank>[]) => ({ body: masterListBody('banks', bankDtoSchema, rows) });

function routes(extra: Record<string, Parameters<typeof mockSignedInFetch>[0][string]> = {}, access: RoleAccessEntry[] = fullAccess()) {
  signInAs(toAccessMap(access));
  return mockSignedInFetch({
    'GET /api/role/getRoleById': { body: roleAccessBody(access) },
    'GET /api/bank/getAllBanks': banksReply([bank('HDFC Bank'), bank('Tata Capital', false)]),
    'GET /api/company/getAllCompanies': {
      body: masterListBody('companies', companyDtoSchema, [
        companyRow({ id: 'c1', company_name: 'Infosys', is_listed: true, registration_type: 'GOVERNMENT' }),
      ]),
    },
    ...extra,
  });
}

afterEach(() => {
  sessionActions.clear();
  vi.unstubAllGlobals();
});

/** Uploads go through XMLHttpRequest (for their progress): this one answers every upload with `reply`. */
function answerUploads(reply: unknown) {
  const sent: { url: string; body: unknown }[] = [];
  class AnsweringXhr {
    status = 0;
    responseText = '';
    url = '';
    withCredentials = false;
    upload: { onprogress: unknown; onload: (() => void) | null } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    abort() {}
    send(body: unknown) {
      sent.push({ url: this.url, body });
      setTimeout(() => {
        this.upload.onload?.();
        this.status = 200;
        this.responseText = JSON.stringify(reply);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', AnsweringXhr);
  return sent;
}

describe('master configuration page', () => {
  it('opens on the Bank tab with the bank list, status filter and row actions', async () => {
    const fetch = routes();
    renderApp('/master-configuration');
    // The page is loaded on demand; the first render waits for its module.
    expect(await screen.findByRole('heading', { name: 'Bank Management' }, slow)).toBeTruthy();
    expect(screen.getByText('Manage your banking partners and configurations')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Bank' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Bank', 'Product', 'Company', 'City', 'Category', 'BankCompany']);
    expect(await screen.findByText('HDFC Bank')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate HDFC Bank' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate Tata Capital' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Created Date/ })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by status' }), { target: { value: 'false' } });
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('is_active=false'))).toBe(true));
    expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('limit=10');
  });

  it('validates the bank form with the spec messages and posts the body', async () => {
    const fetch = routes({
      'POST /api/bank/createBank': okReply(bankAnswer, bank('Axis Bank'), 201, 'Bank created successfully'),
    });
    renderApp('/master-configuration');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Bank' }, slow));
    const form = screen.getByRole('form', { name: 'Create Bank' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Bank' }));
    expect(await within(form).findByText('Bank name is required')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Bank Name/), { target: { value: '  Axis Bank ' } });
    fireEvent.change(within(form).getByPlaceholderText('https://… or upload a file'), { target: { value: 'not a url' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Bank' }));
    expect(await within(form).findByText('Invalid logo URL')).toBeTruthy();

    fireEvent.change(within(form).getByPlaceholderText('https://… or upload a file'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Bank' }));
    expect(await screen.findByText('Bank created successfully')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Axis Bank', is_active: true, logo_url: null, ...NO_KFS_FACTS });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Create Bank' })).toBeNull());
  });

  it('edits the Key Fact Statement facts of a bank: prefilled, checked, blank sent as null', async () => {
    const stated = { ...NO_KFS_FACTS, grievance_officer_name: 'Asha Rao', grievance_officer_phone: '+91 22 6600 1234' };
    const fetch = routes({
      'GET /api/bank/getAllBanks': banksReply([bank('HDFC Bank', true, stated)]),
      'PUT /api/bank/updateBank': okReply(bankAnswer, bank('HDFC Bank'), 200, 'Bank updated successfully'),
    });
    renderApp('/master-configuration');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit HDFC Bank' }, slow));
    const form = screen.getByRole('form', { name: 'Edit Bank' });
    expect(within(form).getByRole('heading', { name: 'Key Fact Statement (optional)' })).toBeTruthy();
    expect((within(form).getByLabelText('Grievance officer name') as HTMLInputElement).value).toBe('Asha Rao');
    expect((within(form).getByLabelText('Grievance officer phone') as HTMLInputElement).value).toBe('+91 22 6600 1234');
    expect((within(form).getByLabelText('Grievance officer e-mail') as HTMLInputElement).type).toBe('email');
    const agents = within(form).getByLabelText('Uses recovery agents') as HTMLSelectElement;
    expect(agents.value).toBe('');
    expect(agents.selectedOptions[0]?.textContent).toMatch(/^Not stated/);

    fireEvent.change(within(form).getByLabelText('Grievance officer e-mail'), { target: { value: 'not an e-mail' } });
    fireEvent.change(within(form).getByLabelText('Grievance officer phone'), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update Bank' }));
    expect(await within(form).findByText(M.grievanceOfficerEmailInvalid)).toBeTruthy();
    expect(within(form).getByText(M.grievanceOfficerPhoneInvalid)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Grievance officer e-mail'), { target: { value: ' grievance@hdfc.example ' } });
    fireEvent.change(within(form).getByLabelText('Grievance officer phone'), { target: { value: '+91 22 6600 1234' } });
    fireEvent.change(within(form).getByLabelText('Grievance officer name'), { target: { value: '' } });
    fireEvent.change(agents, { target: { value: 'true' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update Bank' }));
    expect(await screen.findByText('Bank updated successfully')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('id=id-HDFC');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'HDFC Bank',
      is_active: true,
      logo_url: null,
      grievance_officer_name: null,
      grievance_officer_phone: '+91 22 6600 1234',
      grievance_officer_email: 'grievance@hdfc.example',
      uses_recovery_agents: true,
    });
  });

  it('hides the write actions from a user who may only view', async () => {
    routes({}, [{ module_id: 'master-configuration', view: true, create: false, edit: false, delete: false, export: false }]);
    renderApp('/master-configuration?tab=company');
    expect(await screen.findByRole('heading', { name: 'Companies Management' }, slow)).toBeTruthy();
    expect(await screen.findByText('Infosys')).toBeTruthy();
    expect(screen.getByText('Government')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Company' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Infosys' })).toBeNull();
  });

  it('offers the later registration types in words on the company form', async () => {
    routes();
    renderApp('/master-configuration?tab=company');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Company' }, slow));
    const form = screen.getByRole('form', { name: 'Create Company' });
    const select = within(form).getByLabelText(/Registration/) as HTMLSelectElement;
    const options = Array.from(select.options).map((o) => [o.value, o.textContent]);
    expect(options).toEqual(
      expect.arrayContaining([
        ['PUBLIC_LIMITED', 'Public Limited'],
        ['ONE_PERSON_COMPANY', 'One Person Company'],
        ['TRUST_SOCIETY', 'Trust / Society'],
        ['PRIVATE_LIMITED', 'Private Limited'],
      ]),
    );
  });

  it("asks a product's loan type in words, filters the list by it, and keeps the list's columns", async () => {
    const fetch = routes({
      'GET /api/product/getAllProducts': {
        body: masterListBody('products', productDtoSchema, [{ ...productRow('Griha Suvidha', 'p1'), loan_type: 'HOME_LOAN' }]),
      },
      'POST /api/product/createProduct': okReply(
        productAnswer,
        { ...productRow('Auto Drive', 'p2'), loan_type: 'CAR_LOAN' },
        201,
        'Product created successfully',
      ),
    });
    renderApp('/master-configuration?tab=product');
    expect(await screen.findByText('Griha Suvidha', {}, slow)).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Product Name', 'Status', 'Created Date', 'Actions']);
    const filter = screen.getByRole('combobox', { name: 'Filter by loan type' }) as HTMLSelectElement;
    expect(Array.from(filter.options).map((o) => o.textContent)).toEqual([
      'All Loan Types',
      'Personal Loan',
      'Home Loan',
      'Business Loan',
      'Car Loan',
      'Education Loan',
      'Loan Against Property',
      'Other',
    ]);
    fireEvent.change(filter, { target: { value: 'HOME_LOAN' } });
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('loan_type=HOME_LOAN'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const form = screen.getByRole('form', { name: 'Create Product' });
    const type = within(form).getByLabelText('Loan Type') as HTMLSelectElement;
    expect(type.value).toBe('OTHER');
    fireEvent.change(within(form).getByLabelText(/Product Name/), { target: { value: 'Auto Drive' } });
    fireEvent.change(type, { target: { value: 'CAR_LOAN' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product created successfully')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Auto Drive', loan_type: 'CAR_LOAN', is_active: true });
  });

  it('says how many rows an import took and how many it turned away, beside the spec message and the error file', async () => {
    routes();
    const errorFileUrl = 'http://localhost/api/files/import-errors/0b7c4d1e-0000-4000-8000-000000000000.xlsx';
    const sent = answerUploads(
      okBody(
        importResultAnswer,
        { imported: [], errorFileUrl, totalRows: 1246, importedCount: 1234, failedCount: 10, duplicateCount: 2 },
        "1234 companies imported. Some rows couldn't be processed. Please review the error file and upload the corrected rows.",
      ),
    );
    renderApp('/master-configuration?tab=company');
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Import Companies' });
    const file = new File(['x'], 'companies.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    fireEvent.change(within(dialog).getByLabelText('Spreadsheet file'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    const notice = await within(dialog).findByRole('status', {}, slow);
    expect(
      within(notice).getByText("1234 companies imported. Some rows couldn't be processed. Please review the error file and upload the corrected rows."),
    ).toBeTruthy();
    expect(within(notice).getByText("1,234 rows imported, 12 rows couldn't be processed (10 invalid, 2 duplicates)")).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Download error file' }).getAttribute('href')).toBe(errorFileUrl);
    expect(sent.map((s) => new URL(s.url, 'http://localhost').pathname)).toEqual(['/api/company/importCompanies']);
  });
});
