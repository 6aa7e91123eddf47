import { ACTIONS } from '@lbo/contracts/permissions';
import { ACTION_LABELS, APPROVE_LABEL } from '../utils/permissions';

/** The column headers of a permission table: one per action, then Approve. */
export function ActionHeaders({ className, approveTitle }: { className: string; approveTitle?: string }) {
  return (
    <>
      {ACTIONS.map((a) => (
        <th key={a} scope="col" className={className}>
          {ACTION_LABELS[a]}
        </th>
      ))}
      <th scope="col" className={className} title={approveTitle}>
        {APPROVE_LABEL}
      </th>
    </>
  );
}
