import { ALL_ACTIONS, can, type Grant, type ModuleId } from '@lbo/contracts/permissions';
import { useSession } from './session-store';

/** Whether the signed-in user's role grants `action` on `module` (from the access map loaded at sign-in). */
export function useCan(module: ModuleId, action: Grant): boolean {
  const accessMap = useSession((s) => s.accessMap);
  return can(accessMap, module, action);
}

/** Every action the signed-in user's role grants on `module`: for a screen that offers several of them. */
export function useGrants(module: ModuleId): Record<Grant, boolean> {
  const accessMap = useSession((s) => s.accessMap);
  return Object.fromEntries(ALL_ACTIONS.map((action) => [action, can(accessMap, module, action)])) as Record<Grant, boolean>;
}
