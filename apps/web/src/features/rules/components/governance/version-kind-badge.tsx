import { Badge } from '@/components/ui/badge';
import type { VersionKind } from '../../api/get-rule-versions';

const LABELS: Record<VersionKind, string> = { edit: 'Edit', restore: 'Restore', import: 'Import', approval: 'Approval', 'master-data': 'Master data' };
const VARIANTS = { edit: 'neutral', restore: 'warning', import: 'info', approval: 'success', 'master-data': 'warning' } as const;

/** How a version came about; a plain edit, the usual case, is not marked. */
export function VersionKindBadge({ kind }: { kind?: VersionKind | string | null }) {
  if (!kind || kind === 'edit' || !(kind in LABELS)) return null;
  return <Badge variant={VARIANTS[kind as VersionKind]}>{LABELS[kind as VersionKind]}</Badge>;
}
