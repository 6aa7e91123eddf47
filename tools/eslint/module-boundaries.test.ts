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

// The first lint loads the whole config and its plugins: seconds on a busy 2-core machine.
describe('module boundaries (lint)', { timeout: 60_000 }, () => {
  const serverFile = 'apps/server/src/modules/access/fixture.ts';
  const webFile = 'apps/web/src/features/profile/components/fixture.tsx';

  const inServer = (form: string, code: string) => ({ where: 'another server module', form, file: serverFile, code, message: "reaches inside module 'auth'" });
  const inWeb = (form: string, code: string) => ({ where: 'another web feature', form, file: webFile, code, message: "reaches inside feature 'auth'" });

  it.each([
    inServer('import', "import { revokeUserSessions } from '../auth/auth.repository';\nvoid revokeUserSessions;"),
    inServer('import type', "import type { AuthDeps } from '../auth/auth.service';\nexport type T = AuthDeps;"),
    inServer('export from', "export { resolveSession } from '../auth/auth.service';"),
    inServer('export all', "export * from '../auth/auth.service';"),
    inServer('dynamic import', "export const load = () => import('../auth/auth.service');"),
    {
      where: 'a module, from a plugin',
      form: 'import',
      file: 'apps/server/src/plugins/fixture.ts',
      code: "import { resolveSession } from '../modules/auth/auth.service';\nvoid resolveSession;",
      message: "import it from its index ('../modules/auth')",
    },
    inWeb('alias import', "import { useLogout } from '@/features/auth/hooks/use-logout';\nvoid useLogout;"),
    inWeb('relative import', "import { useLogout } from '../../auth/hooks/use-logout';\nvoid useLogout;"),
    inWeb('vi.mock', "import { vi } from 'vitest';\nvi.mock('@/features/auth/api/login');"),
  ])('fails a deep $form into $where', async ({ file, code, message }) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringContaining(message)]);
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
