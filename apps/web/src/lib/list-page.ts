/** What a searchable, sortable table asks the server for. */
export interface ListParams {
  search: string;
  page: number;
  pageSize: number;
  sortBy?: string | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
}

/** One page of a table's rows and how many there are in all. */
export interface Page<T> {
  rows: T[];
  total: number;
}
