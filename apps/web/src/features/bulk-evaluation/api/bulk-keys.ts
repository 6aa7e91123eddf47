export const bulkKeys = {
  all: ['bulk-jobs'] as const,
  list: (page: number, limit: number) => ['bulk-jobs', 'list', page, limit] as const,
  one: (id: string) => ['bulk-jobs', 'one', id] as const,
};

export const isActive = (state: string) => state === 'queued' || state === 'running';
