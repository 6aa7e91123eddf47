import { Check, X } from 'lucide-react';
import { ACTIONS, type RoleAccessEntry } from '@lbo/contracts/permissions';
import { Badge } from '@/components/ui/badge';
import { HoverCard } from '@/components/ui/hover-card';
import { ActionHeaders } from './action-headers';
import { accessFromMatrix, takesApprove, grantedModules, hasAnyAccess, matrixFromAccess, moduleLabel } from '../utils/permissions';

function Allowed({ yes }: { yes: boolean }) {
  return yes ? (
    <Check className="mx-auto size-4 text-emerald-600 dark:text-emerald-400" aria-label="Allowed" />
  ) : (
    <X className="mx-auto size-4 text-red-500 dark:text-red-400" aria-label="Not allowed" />
  );
}

/** The permission table shown on hover: a tick or a cross per action, a dash for a module with no access. */
function PermissionTable({ access }: { access: readonly RoleAccessEntry[] }) {
  return (
    <table className="w-full border-collapse text-xs" aria-label="Permissions">
      <thead>
        <tr className="text-slate-500 dark:text-slate-400">
          <th scope="col" className="py-1 pr-3 text-left font-semibold">
            Module
          </th>
          <ActionHeaders className="px-1.5 py-1 text-center font-semibold" />
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {access.map((entry) => (
          <tr key={entry.module_id}>
            <th scope="row" className="py-1.5 pr-3 text-left font-medium whitespace-nowrap text-slate-700 dark:text-slate-200">
              {moduleLabel(entry.module_id)}
            </th>
            {hasAnyAccess(entry) ? (
              ACTIONS.map((a) => (
                <td key={a} className="px-1.5 py-1.5 text-center">
                  <Allowed yes={entry[a]} />
                </td>
              )).concat(
                <td key="approve" className="px-1.5 py-1.5 text-center">
                  {takesApprove(entry.module_id) ? <Allowed yes={entry.approve === true} /> : null}
                </td>,
              )
            ) : (
              <td colSpan={ACTIONS.length + 1} className="py-1.5 text-center text-slate-400" aria-label="No access">
                —
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every module of the app in order (a dash where the role has none), then any older module keys it still holds. */
function withEveryModule(access: readonly RoleAccessEntry[]): RoleAccessEntry[] {
  const known = accessFromMatrix(matrixFromAccess(access));
  const legacy = access.filter((e) => !known.some((k) => k.module_id === e.module_id) && hasAnyAccess(e));
  return [...known, ...legacy];
}

/** The Action Set column: a badge with the number of modules the role can use, and the matrix on hover. */
export function ActionSetCell({ roleName, access }: { roleName: string; access: readonly RoleAccessEntry[] }) {
  const count = grantedModules(access).length;
  if (count === 0)
    return (
      <span className="text-slate-400" aria-label="No access">
        —
      </span>
    );
  return (
    <HoverCard
      className="max-w-md"
      trigger={
        <button
          type="button"
          className="cursor-default rounded-full focus-visible:outline-2 focus-visible:outline-indigo-500"
          aria-label={`${roleName}: ${count} ${count === 1 ? 'module' : 'modules'}, show permissions`}
        >
          <Badge variant="info">
            {count} {count === 1 ? 'Module' : 'Modules'}
          </Badge>
        </button>
      }
    >
      <p className="mb-2 text-xs font-semibold text-slate-900 dark:text-white">{roleName}</p>
      <PermissionTable access={withEveryModule(access)} />
    </HoverCard>
  );
}
