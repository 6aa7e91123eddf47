import { can, type Grant, type ModuleId } from '@lbo/contracts/permissions';
import { useSession } from './session-store';

/** Whether the signed-in user's role grants `action` on `module` (from the access map loaded at sign-in). */
export function useCan(module: ModuleId, action: Grant): boolean {
  const accessMap = useSession((s) => s.accessMap);
  return can(accessMap, module, action);
}
