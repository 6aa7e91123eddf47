import { PARTNER_MODULES, type Action, type ModuleId } from '@lbo/contracts/permissions';
import type { ApiKeyScope } from '@lbo/contracts/limits';

/**
 * What a route requires. Every /api route declares one of these in
 * `config.access`; the app refuses to start when one does not.
 */
export type RouteAccess =
  | {
      kind: 'public';
      /**
       * The route is outside the access check but answers only the session whose token it is
       * sent (a route that must not read the sessions table): the document asks for the token.
       */
      sessionToken?: boolean;
    }
  | { kind: 'signed-in' }
  | {
      kind: 'permission';
      module: ModuleId;
      action: Action;
      /** Reading one's own role (the access map loaded at sign-in) needs no user-management view. */
      allowOwnRole?: boolean;
      /** The route also accepts an `x-api-key` carrying this scope instead of a session. */
      apiKeyScope?: ApiKeyScope;
      /** Other permissions that also admit the caller (lookups shared by several screens). */
      alternatives?: { module: ModuleId; action: Action }[];
    };

export const access = {
  public: (extra: { sessionToken?: boolean } = {}): RouteAccess => ({ kind: 'public', ...extra }),
  signedIn: (): RouteAccess => ({ kind: 'signed-in' }),
  to: (
    module: ModuleId,
    action: Action,
    extra: { allowOwnRole?: boolean; apiKeyScope?: ApiKeyScope; alternatives?: { module: ModuleId; action: Action }[] } = {},
  ): RouteAccess => ({
    kind: 'permission',
    module,
    action,
    ...extra,
  }),
};

/** A partner's user or key may reach the route (session.ts refuses partners the marketplace's own modules). */
export function partnersMayCall(declared: RouteAccess | undefined): boolean {
  if (declared?.kind === 'signed-in') return true;
  if (declared?.kind !== 'permission') return false;
  return PARTNER_MODULES.includes(declared.module) || (declared.alternatives ?? []).some((alt) => PARTNER_MODULES.includes(alt.module));
}
