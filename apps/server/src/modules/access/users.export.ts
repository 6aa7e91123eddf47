import type { ExportColumn } from '../../lib/table-export';
import type { toUserDto } from './users.service';

type UserRow = ReturnType<typeof toUserDto>;

/** The users list as a file: what the table shows, with the dates as dates. */
export const USER_EXPORT_COLUMNS: readonly ExportColumn<UserRow>[] = [
  { header: 'Name', value: (u) => u.name },
  { header: 'E-mail', value: (u) => u.email },
  { header: 'Role', value: (u) => u.role_name },
  { header: 'Partner', value: (u) => u.partner_name },
  { header: 'Status', value: (u) => u.status },
  { header: 'Password set', value: (u) => (u.has_password ? 'Yes' : 'No') },
  { header: 'Created (IST)', value: (u) => new Date(u.createdAt) },
  { header: 'Updated (IST)', value: (u) => new Date(u.updatedAt) },
];
