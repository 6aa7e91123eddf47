import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimulateRequest } from '@lbo/contracts/rule-simulation';
import type { Tx } from '../../db/client';
import { dryRunOf, type DryRunWork, type RuleChangeContext } from '../../db/rule-change';
import { AppError } from '../../lib/app-error';
import { DRY_RUN_HEADER } from '../../plugins/rule-change-context';
import { PLAN_TABLES, rowsWrittenIn } from '../rule-versions';

export type WrittenRow = Awaited<ReturnType<typeof rowsWrittenIn>>[number];
type Change = SimulateRequest['changes'][number];

/** Save calls a preview may run: rule and master-data writes made in one transaction it can roll back. */
function isPreviewable(app: FastifyInstance, change: Change): boolean {
  return app.routeRegistry.some((r) => r.method === change.method && r.url === change.path && r.dryRunnable);
}

function queryString(query: Change['query']): string {
  if (!query) return '';
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return `?${params.toString()}`;
}

/**
 * Runs one save call as the caller, inside a transaction that captures the
 * rows it wrote and is then undone (db/rule-change.ts): validation, conflicts
 * and permissions are exactly those of the real save, and nothing is written.
 */
export async function dryRun(app: FastifyInstance, request: FastifyRequest, change: Change, index: number): Promise<WrittenRow[]> {
  if (!isPreviewable(app, change)) {
    throw AppError.badRequest(`changes.${index}.path must be a rule or master-data save call`, {
      [`changes.${index}.path`]: 'must be a rule or master-data save call',
    });
  }
  let written: WrittenRow[] = [];
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'cookie', 'origin'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const id = randomUUID();
  app.dryRuns.set(id, {
    capture: async (tx, version) => {
      written = await rowsWrittenIn(tx, version, PLAN_TABLES);
    },
  });
  let response;
  try {
    response = await app.inject({
      method: change.method,
      url: `${change.path}${queryString(change.query)}`,
      headers: { ...headers, [DRY_RUN_HEADER]: id },
      ...(change.body === undefined ? {} : { payload: change.body as object }),
    });
  } finally {
    app.dryRuns.delete(id);
  }
  if (response.statusCode >= 400) {
    const body = response.json() as { message?: string | string[]; errors?: Record<string, string> };
    const messages = ([] as string[]).concat(body.message ?? 'The change was refused');
    const errors = Object.fromEntries(Object.entries(body.errors ?? {}).map(([field, message]) => [`changes.${index}.body.${field}`, message]));
    const code =
      response.statusCode === 403 ? 'FORBIDDEN' : response.statusCode === 404 ? 'NOT_FOUND' : response.statusCode === 409 ? 'CONFLICT' : 'BAD_REQUEST';
    throw new AppError(code, messages.map((m) => `changes.${index}: ${m}`).join('; '), { errors });
  }
  return written;
}

/**
 * Runs `work` (a change made through the services, as an approval would make it, under the
 * request's `context`) as a dry run
 * and answers the rows it would write, with the version it would follow: what a proposal's
 * impact is worked out from. A change that writes nothing follows the current version.
 */
export async function dryRunWork(app: FastifyInstance, context: RuleChangeContext, work: DryRunWork): Promise<{ version: number; writes: WrittenRow[] }> {
  let writes: WrittenRow[] = [];
  let made: number | null = null;
  await dryRunOf(
    context,
    async (tx: Tx, version: number) => {
      writes = await rowsWrittenIn(tx, version, PLAN_TABLES);
      made = version;
    },
    work,
  );
  return { version: made === null ? await app.ruleVersions.current() : made - 1, writes };
}
