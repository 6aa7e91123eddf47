import { useState, type ReactElement } from 'react';
import { keepPreviousData, QueryClient, QueryClientProvider, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field';
import { PagedPicker, type PagedPickerProps } from './paged-picker';
import { nextPickerPage, toPickerPage, type PickerPageRequest, type PickerQueryRequest } from './paged-picker-source';

configure({ asyncUtilTimeout: 5000 });

interface Company {
  id: string;
  name: string;
  listed: boolean;
}

const companies: Company[] = Array.from({ length: 12 }, (_, i) => ({ id: `c${i + 1}`, name: `Company ${String(i + 1).padStart(2, '0')}`, listed: i === 0 }));

/** An in-memory server: the pages of the companies whose name holds the search. */
function companyServer() {
  return vi.fn(async ({ search, page, pageSize }: PickerPageRequest) => {
    const matching = companies.filter((c) => c.name.toLowerCase().includes(search.toLowerCase()));
    return toPickerPage(matching.slice((page - 1) * pageSize, page * pageSize), { page, pageSize }, { total: matching.length });
  });
}

function withClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}

type HarnessProps = Partial<Omit<PagedPickerProps<Company>, 'value' | 'onSelect'>> & { initial?: string; error?: string; onBlur?: () => void };

/** The picker in a labelled form field, holding its choice as a form would. */
function Harness({ initial = '', error, useOptions, fetchPage, queryKey: _queryKey, ...overrides }: HarnessProps) {
  const [value, setValue] = useState(initial);
  const [label, setLabel] = useState('');
  const source = useOptions ? { useOptions } : { queryKey: ['test', 'companies'], fetchPage: fetchPage ?? companyServer() };
  return (
    <>
      <FormField label="Company" required error={error}>
        {(control) => (
          <PagedPicker<Company>
            {...control}
            {...overrides}
            {...source}
            value={value}
            selectedLabel={label}
            onSelect={(company) => {
              setValue(company.id);
              setLabel(company.name);
            }}
            getValue={(c) => c.id}
            getLabel={(c) => c.name}
            getTag={(c) => (c.listed ? 'Listed' : null)}
            placeholder="Select company"
            searchLabel="Search companies"
            emptyText="No companies found"
            errorText="Failed to load companies"
          />
        )}
      </FormField>
      <output data-testid="value">{value}</output>
    </>
  );
}

const open = () => fireEvent.click(screen.getByRole('combobox', { name: 'Company' }));
const searchBox = () => screen.getByRole('combobox', { name: 'Search companies' });

describe('PagedPicker', () => {
  it('fetches nothing while closed, then pages of 10 with badges, a count and "Load more"', async () => {
    const server = companyServer();
    const onBlur = vi.fn();
    render(withClient(<Harness fetchPage={server} onBlur={onBlur} />));
    expect(server).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Company' }).textContent).toBe('Select company');

    open();
    expect(await screen.findByRole('option', { name: /Company 01/ })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(10);
    expect(screen.getByRole('option', { name: /Company 01/ }).textContent).toContain('Listed');
    expect(screen.getByRole('option', { name: /Company 02/ }).textContent).not.toContain('Listed');
    expect(screen.getByText('10 of 12')).toBeTruthy();
    expect(server).toHaveBeenLastCalledWith(expect.objectContaining({ search: '', page: 1, pageSize: 10 }));

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(document.activeElement).toBe(searchBox());
    expect(await screen.findByRole('option', { name: /Company 12/ })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(12);
    expect(server).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(screen.getByRole('option', { name: /Company 12/ }));
    expect(screen.getByTestId('value').textContent).toBe('c12');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Company' }).textContent).toBe('Company 12');
    expect(onBlur).toHaveBeenCalled();

    open();
    expect((await screen.findByRole('option', { name: /Company 12/ })).getAttribute('aria-selected')).toBe('true');
  });

  it('searches once typing pauses, and picks with the keyboard', async () => {
    const server = companyServer();
    render(withClient(<Harness fetchPage={server} />));
    open();
    await screen.findByRole('option', { name: /Company 01/ });

    fireEvent.change(searchBox(), { target: { value: 'company 1' } });
    fireEvent.change(searchBox(), { target: { value: 'company 11 ' } });
    await screen.findByText('1 of 1');
    // Only the settled (trimmed) text was sent: the keystroke in between never reached the server.
    expect(server.mock.calls.map(([request]) => request.search)).toEqual(['', 'company 11']);

    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('c11');

    open();
    fireEvent.change(searchBox(), { target: { value: 'nothing' } });
    expect(await screen.findByText('No companies found')).toBeTruthy();
  });

  it('moves through the options with the arrow keys, announcing the active one', async () => {
    render(withClient(<Harness />));
    open();
    await screen.findByRole('option', { name: /Company 01/ });
    const box = searchBox();
    const listbox = screen.getByRole('listbox', { name: 'Search companies' });
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Company 01Listed');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toBe('Company 03');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    // Up from the first wraps to the last loaded one.
    expect(active()).toBe('Company 10');

    // Down from the last loaded one fetches the next page rather than wrapping.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await screen.findByRole('option', { name: /Company 12/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toBe('Company 11');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('c11');
  });

  it('loads the next page when the list is scrolled to its end', async () => {
    const server = companyServer();
    render(withClient(<Harness fetchPage={server} />));
    open();
    const listbox = await screen.findByRole('listbox');
    await screen.findByRole('option', { name: /Company 01/ });
    fireEvent.scroll(listbox.parentElement!);
    expect(await screen.findByRole('option', { name: /Company 12/ })).toBeTruthy();
    expect(server).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
  });

  it('honours its page size and debounce', async () => {
    const server = companyServer();
    render(withClient(<Harness fetchPage={server} pageSize={5} debounceMs={50} />));
    open();
    await screen.findByRole('option', { name: /Company 05/ });
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(screen.getByText('5 of 12')).toBeTruthy();
    fireEvent.change(searchBox(), { target: { value: '07' } });
    expect(await screen.findByText('1 of 1')).toBeTruthy();
    expect(server).toHaveBeenLastCalledWith(expect.objectContaining({ search: '07', pageSize: 5 }));
  });

  it('says when the items cannot be loaded', async () => {
    render(withClient(<Harness fetchPage={() => Promise.reject(new Error('down'))} />));
    open();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load companies');
    expect(screen.queryByText('No companies found')).toBeNull();
  });

  it('takes a query hook instead, and names a chosen id whose label is unknown', async () => {
    const seen: PickerQueryRequest[] = [];
    function useCompanies(request: PickerQueryRequest) {
      seen.push(request);
      return useInfiniteQuery({
        queryKey: ['hook', request.search, request.pageSize],
        queryFn: ({ pageParam }) => companyServer()({ search: request.search, page: pageParam, pageSize: request.pageSize }),
        initialPageParam: 1,
        getNextPageParam: nextPickerPage,
        enabled: request.enabled,
        placeholderData: keepPreviousData,
      });
    }
    const lookups: string[] = [];
    function useCompanyName(id: string, enabled: boolean) {
      return useQuery({
        queryKey: ['name', id],
        queryFn: async () => {
          lookups.push(id);
          return companies.find((c) => c.id === id)?.name ?? '';
        },
        enabled,
      });
    }
    render(withClient(<Harness initial="c7" useOptions={useCompanies} useSelectedLabel={useCompanyName} />));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Company' }).textContent).toBe('Company 07'));
    expect(lookups).toEqual(['c7']);
    expect(seen.every((r) => !r.enabled)).toBe(true);

    open();
    fireEvent.click(await screen.findByRole('option', { name: /Company 02/ }));
    expect(screen.getByRole('combobox', { name: 'Company' }).textContent).toBe('Company 02');
    expect(seen.some((r) => r.enabled && r.pageSize === 10)).toBe(true);
  });

  it('carries the field state on its trigger and cannot be opened when disabled', async () => {
    const server = companyServer();
    const { unmount } = render(withClient(<Harness fetchPage={server} error="Company is required" />));
    const trigger = screen.getByRole('combobox', { name: 'Company' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(trigger.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(trigger.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Company is required');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    unmount();

    render(withClient(<Harness fetchPage={server} disabled />));
    const disabled = screen.getByRole('combobox', { name: 'Company' });
    expect(disabled).toHaveProperty('disabled', true);
    fireEvent.click(disabled);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(server).not.toHaveBeenCalled();
  });
});

describe('toPickerPage', () => {
  it('reads page numbers and totals, deriving what the answer leaves out', () => {
    expect(toPickerPage(['a'], { page: 2, pageSize: 10 }, { total: 25 })).toEqual({ items: ['a'], page: 2, total: 25, totalPages: 3 });
    expect(toPickerPage(['a'], { page: 1, pageSize: 10 }, { totalCount: 5, totalPages: 7, page: 4 })).toEqual({
      items: ['a'],
      page: 4,
      total: 5,
      totalPages: 7,
    });
    expect(toPickerPage([], { page: 1, pageSize: 10 }, null)).toEqual({ items: [], page: 1, total: 0, totalPages: 1 });
    expect(nextPickerPage({ items: [], page: 2, totalPages: 3 })).toBe(3);
    expect(nextPickerPage({ items: [], page: 3, totalPages: 3 })).toBeUndefined();
  });
});
