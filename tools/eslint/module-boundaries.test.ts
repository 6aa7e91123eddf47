import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own eslint.config.js, so the test also proves the rule is switched on for both apps.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/module-boundaries').map((m) => m.message);
}

describe('module boundaries (lint)', () => {
  const serverFile = 'apps/server/src/modules/access/fixture.ts';
  const webFile = 'apps/web/src/features/profile/components/fixture.tsx';

  it.each([
    ['import', "import { revokeUserSessions } from '../auth/auth.repository';\nvoid revokeUserSessions;"],
    ['import type', "import type { AuthDeps } from '../auth/auth.service';\nexport type T = AuthDeps;"],
    ['export from', "export { resolveSession } from '../auth/auth.service';"],
    ['export all', "export * from '../auth/auth.service';"],
    ['dynamic import', "export const load = () => import('../auth/auth.service');"],
  ])('fails a deep %s into another server module', async (_form, code) => {
    expect(await boundaryErrors(serverFile, code)).toEqual([expect.stringContaining("reaches inside module 'auth'")]);
  });

  it('fails a plugin reaching inside a module', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/plugins/fixture.ts',
      "import { resolveSession } from '../modules/auth/auth.service';\nvoid resolveSession;",
    );
    expect(errors).toEqual([expect.stringContaining("import it from its index ('../modules/auth')")]);
  });

  it.each([
    ['alias', "import { useLogout } from '@/features/auth/hooks/use-logout';\nvoid useLogout;"],
    ['relative', "import { useLogout } from '../../auth/hooks/use-logout';\nvoid useLogout;"],
    ['vi.mock', "import { vi } from 'vitest';\nvi.mock('@/features/auth/api/login');"],
  ])('fails a deep %s import into another web feature', async (_form, code) => {
    expect(await boundaryErrors(webFile, code)).toEqual([expect.stringContaining("reaches inside feature 'auth'")]);
  });

  it('passes imports through an index, and deep imports inside one module or feature', async () => {
    expect(
      await boundaryErrors(
        serverFile,
        "import { revokeUserSessions } from '../auth';\nimport * as repo from './users.repository';\nvoid revokeUserSessions;\nvoid repo;",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        webFile,
        "import { useLogout } from '@/features/auth';\nimport { useProfile } from '../api/get-profile';\nvoid useLogout;\nvoid useProfile;",
      ),
    ).toEqual([]);
    expect(await boundaryErrors('apps/web/src/app/fixture.tsx', "import { Button } from '@/components/ui/button';\nvoid Button;")).toEqual([]);
  });
});

describe('API paths only in contracts (lint)', () => {
  const messagesOf = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
  };

  it('fails a path written as a string or a template in either app', async () => {
    const code = "export const list = '/api/short';\nexport const one = (id: string) => `/api/short/${id}`;\nexport const page = '/api-keys';\n";
    expect(await messagesOf('apps/web/src/features/shortener/api/fixture.ts', code)).toEqual([1, 2]);
    expect(await messagesOf('apps/server/src/modules/shortener/fixture.ts', code)).toEqual([1, 2]);
  });

  it('passes the paths of contracts, and tests that spell paths out', async () => {
    const code = "import { API, pathTo } from '@lbo/contracts/api-paths';\nexport const one = (id: string) => pathTo(API.short.byId, { id });\n";
    expect(await messagesOf('apps/web/src/features/shortener/api/fixture.ts', code)).toEqual([]);
    expect(await messagesOf('apps/server/src/modules/shortener/fixture.test.ts', "export const list = '/api/short';\n")).toEqual([]);
  });
});
