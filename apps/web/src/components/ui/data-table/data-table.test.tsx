import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { setViewport } from '@/testing/match-media';
import { DataTable, type DataTableProps } from './data-table';

interface Bank {
  id: string;
  name: string;
  active: boolean;
}

const columns: ColumnDef<Bank, unknown>[] = [
  { accessorKey: 'name', header: 'Bank Name' },
  { accessorKey: 'active', header: 'Status', cell: ({ getValue }) => (getValue() ? 'Active' : 'Inactive') },
  { id: 'actions', header: 'Actions', cell: () => <button type="button">Edit</button> },
];

const rows: Bank[] = [
  { id: '1', name: 'Canara', active: true },
  { id: '2', name: 'Axis', active: false },
  { id: '3', name: 'HDFC', active: true },
];

function renderTable(props: Partial<DataTableProps<Bank>> = {}) {
  const onPageChange = vi.fn();
  render(
    <DataTable label="Banks" columns={columns} data={rows} total={3} page={1} pageSize={10} onPageChange={onPageChange} getRowId={(r) => r.id} {...props} />,
  );
  return { onPageChange };
}

const bodyNames = () =>
  within(screen.getByRole('table', { name: 'Banks' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td')?.textContent);

describe('DataTable', () => {
  it('renders headers and rows', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: /Bank Name/ })).toBeTruthy();
    expect(bodyNames()).toEqual(['Canara', 'Axis', 'HDFC']);
    expect(screen.getByText('Showing 1–3 of 3')).toBeTruthy();
  });

  it('sorts the page in the browser when the caller does not sort on the server', () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: /Bank Name/ });
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyNames()).toEqual(['Axis', 'Canara', 'HDFC']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(bodyNames()).toEqual(['HDFC', 'Canara', 'Axis']);
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
  });

  it('hands sorting to the caller for server-side sorting', () => {
    const onSortingChange = vi.fn();
    renderTable({ sorting: [], onSortingChange });
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Bank Name/ })).getByRole('button'));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'name', desc: false }]);
    expect(bodyNames()).toEqual(['Canara', 'Axis', 'HDFC']);
  });

  it('shows the empty state', () => {
    renderTable({ data: [], total: 0, emptyTitle: 'No banks yet' });
    expect(screen.getByText('No banks yet')).toBeTruthy();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('shows a loading state', () => {
    renderTable({ data: [], total: 0, isLoading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('shows at most five page buttons and moves between pages', () => {
    setViewport(1280);
    const { onPageChange } = renderTable({ total: 200, page: 10, pageSize: 10 });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.textContent);
    expect(numbers).toEqual(['8', '9', '10', '11', '12']);
    expect(within(nav).getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(11);
    fireEvent.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(20);
    expect(screen.getByText('Showing 91–100 of 200')).toBeTruthy();
  });

  it('shows two page buttons below 640 px', () => {
    setViewport(500);
    renderTable({ total: 200, page: 10, pageSize: 10 });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(2);
  });

  it('on a phone, a list shown as cards says it is empty without a table wider than the phone', () => {
    setViewport(375);
    renderTable({ data: [], total: 0, renderCard: (b) => <span>{b.name}</span>, emptyTitle: 'No banks yet.' });
    expect(screen.getByText('No banks yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('on a phone, a list without cards of its own is a card a row: each column under its header, the buttons at the foot', () => {
    setViewport(375);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Banks' })).getAllByTestId('table-card');
    expect(cards).toHaveLength(3);
    const axis = cards[1]!;
    const terms = [...axis.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...axis.querySelectorAll('dd')].map((dd) => dd.textContent);
    // The actions column is no field: its button stands under the fields.
    expect(terms).toEqual(['Bank Name', 'Status']);
    expect(values).toEqual(['Axis', 'Inactive']);
    expect(axis.querySelector('dd')!.className).toContain('font-medium');
    const edit = within(axis).getByRole('button', { name: 'Edit' });
    expect(axis.querySelector('dl')!.compareDocumentPosition(edit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The sort menu stands for the headers' buttons.
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name:asc' } });
    expect(
      within(screen.getByRole('list', { name: 'Banks' }))
        .getAllByTestId('table-card')
        .map((c) => c.querySelector('dd')!.textContent),
    ).toEqual(['Axis', 'Canara', 'HDFC']);
  });

  it('on a phone, a list without cards of its own says it is empty without a table', () => {
    setViewport(375);
    renderTable({ data: [], total: 0, emptyTitle: 'No banks yet.' });
    expect(screen.getByText('No banks yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('from 640 px the table scrolls sideways in a box that shows a cue where there is more', () => {
    setViewport(1280);
    renderTable();
    const table = screen.getByRole('table', { name: 'Banks' });
    expect(table.parentElement!.hasAttribute('data-scroll-x')).toBe(true);
    expect(table.parentElement!.parentElement!.querySelectorAll('[data-scroll-cue]')).toHaveLength(2);
  });

  it('offers the page sizes 10, 25, 50 and 100', () => {
    const onPageSizeChange = vi.fn();
    renderTable({ onPageSizeChange });
    const select = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['10', '25', '50', '100']);
    fireEvent.change(select, { target: { value: '50' } });
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('debounces the search by 350 ms', () => {
    vi.useFakeTimers();
    try {
      const onSearchChange = vi.fn();
      renderTable({ onSearchChange, searchPlaceholder: 'Search banks…' });
      const box = screen.getByRole('searchbox', { name: 'Search Banks' });
      fireEvent.change(box, { target: { value: 'ax' } });
      act(() => vi.advanceTimersByTime(200));
      fireEvent.change(box, { target: { value: 'axi' } });
      act(() => vi.advanceTimersByTime(349));
      expect(onSearchChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onSearchChange).toHaveBeenCalledTimes(1);
      expect(onSearchChange).toHaveBeenCalledWith('axi');

      fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(onSearchChange).toHaveBeenLastCalledWith('');
      act(() => vi.advanceTimersByTime(400));
      expect(onSearchChange).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an error with a retry', () => {
    const onRetry = vi.fn();
    renderTable({ error: 'Failed to fetch banks', onRetry });
    expect(screen.getByText('Failed to fetch banks')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
