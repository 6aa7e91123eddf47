import { useState } from 'react';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { withProviders } from '@/testing/render-app';
import { useCompanyOptions } from '../api/get-companies';
import { useCompanyName } from '../api/get-company-by-id';
import { PagedPicker } from './paged-picker';

configure({ asyncUtilTimeout: 5000 });

const companies = Array.from({ length: 12 }, (_, i) => ({ id: `c${i + 1}`, company_name: `Company ${String(i + 1).padStart(2, '0')}`, is_listed: i === 0 }));

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const [label, setLabel] = useState('');
  return (
    <>
      <PagedPicker
        control={{ id: 'company', 'aria-invalid': undefined, 'aria-describedby': undefined, 'aria-required': undefined }}
        value={value}
        selectedLabel={label}
        onSelect={(option) => {
          setValue(option.id);
          setLabel(option.label);
        }}
        useOptions={useCompanyOptions}
        useSelectedName={useCompanyName}
        placeholder="Select company"
        searchLabel="Search companies"
        emptyText="No companies found"
        loadErrorText="Failed to load companies"
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

function mockCompanies() {
  return mockFetch({
    'GET /api/company/getAllCompanies': ({ url }) => {
      const query = new URL(url, 'http://localhost').searchParams;
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const search = (query.get('search') ?? '').toLowerCase();
      const matching = companies.filter((c) => c.company_name.toLowerCase().includes(search));
      return {
        body: {
          status: true,
          data: {
            companies: matching.slice((page - 1) * limit, page * limit),
            pagination: { total: matching.length, page, limit, totalPages: Math.max(1, Math.ceil(matching.length / limit)) },
          },
        },
      };
    },
    'GET /api/company/getCompanyById': { body: { status: true, data: { id: 'c7', company_name: 'Company 07' } } },
  });
}

const requests = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname.endsWith('getAllCompanies'));

describe('PagedPicker', () => {
  it('loads pages of 10 while open, loads more on request, and tags listed companies', async () => {
    const spy = mockCompanies();
    render(withProviders(<Harness />));
    expect(requests(spy)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /Select company/ }));
    expect(await screen.findByRole('option', { name: /Company 01/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /Company 01/ }).textContent).toContain('Listed');
    expect(screen.getAllByRole('option')).toHaveLength(10);
    expect(screen.getByText('10 of 12')).toBeTruthy();
    expect(requests(spy)[0]!.searchParams.get('limit')).toBe('10');
    expect(requests(spy)[0]!.searchParams.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('option', { name: /Company 12/ })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(12);
    expect(requests(spy).at(-1)!.searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(screen.getByRole('option', { name: /Company 12/ }));
    expect(screen.getByTestId('value').textContent).toBe('c12');
    expect(screen.getByRole('button', { name: /Company 12/ })).toBeTruthy();
  });

  it('searches once typing pauses, and picks with the keyboard', async () => {
    const spy = mockCompanies();
    render(withProviders(<Harness />));
    fireEvent.click(screen.getByRole('button', { name: /Select company/ }));
    await screen.findByRole('option', { name: /Company 01/ });

    const search = screen.getByRole('combobox', { name: 'Search companies' });
    fireEvent.change(search, { target: { value: 'company 1' } });
    fireEvent.change(search, { target: { value: 'company 11' } });
    await screen.findByText('1 of 1');
    // Only the settled text was sent: the keystroke in between never reached the server.
    expect(requests(spy).map((u) => u.searchParams.get('search'))).toEqual([null, 'company 11']);

    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('c11');

    fireEvent.click(screen.getByRole('button', { name: /Company 11/ }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Search companies' }), { target: { value: 'nothing' } });
    expect(await screen.findByText('No companies found')).toBeTruthy();
  });

  it('names an id chosen earlier whose label is unknown', async () => {
    mockCompanies();
    render(withProviders(<Harness initial="c7" />));
    expect(await screen.findByRole('button', { name: /Company 07/ })).toBeTruthy();
  });
});
