import { PICKER_PAGE_SIZE } from '@lbo/contracts/limits';

/** One entry of a company or city picker. */
export interface PickerOption {
  id: string;
  label: string;
  /** A short tag shown beside the name (Listed, Metro). */
  tag?: string;
}

export interface PickerPage {
  options: PickerOption[];
  page: number;
  totalPages: number;
  total: number;
}

export interface Pagination {
  total?: number;
  page?: number;
  limit?: number;
  totalPages?: number;
}

/** Page numbers, totals and the next page to ask for, read defensively from `data.pagination`. */
export function toPickerPage(options: PickerOption[], pagination: Pagination | undefined, requestedPage: number): PickerPage {
  const total = pagination?.total ?? options.length;
  const limit = pagination?.limit ?? PICKER_PAGE_SIZE;
  return {
    options,
    page: pagination?.page ?? requestedPage,
    total,
    totalPages: pagination?.totalPages ?? Math.max(1, Math.ceil(total / limit)),
  };
}

export function nextPickerPage(last: PickerPage): number | undefined {
  return last.page < last.totalPages ? last.page + 1 : undefined;
}
