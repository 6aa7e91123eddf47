import path from 'node:path';

/**
 * Each server module (apps/server/src/modules/<name>) and web feature
 * (apps/web/src/features/<name>) is entered only through its index.ts. This
 * rule resolves every import form (import, import type, export … from,
 * dynamic import(), vi.mock) against the importing file, so relative paths and
 * the web's `@/` alias are judged alike.
 */
const ROOTS = [
  { dir: 'apps/server/src/modules', alias: null },
  { dir: 'apps/web/src/features', alias: { prefix: '@/', dir: 'apps/web/src' } },
];

function resolveTarget(fromFile, source, repoRoot) {
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  for (const root of ROOTS) {
    if (root.alias && source.startsWith(root.alias.prefix)) return path.resolve(repoRoot, root.alias.dir, source.slice(root.alias.prefix.length));
  }
  return null;
}

/** The boundary a file lies in: its root and module name, and the path inside the module. */
function boundaryOf(file, repoRoot) {
  for (const root of ROOTS) {
    const base = path.resolve(repoRoot, root.dir);
    const rel = path.relative(base, file);
    if (rel.startsWith('..') || path.isAbsolute(rel)) continue;
    const [name, ...inside] = rel.split(path.sep);
    if (!name || (inside.length === 0 && /\.[cm]?[jt]sx?$/.test(name))) return { root: root.dir, name: null, inside: rel };
    return { root: root.dir, name, inside: inside.join('/') };
  }
  return null;
}

const isIndex = (inside) => inside === '' || /^index(\.[cm]?[jt]sx?)?$/.test(inside);

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enter another module or feature only through its index.ts' },
    schema: [{ type: 'object', properties: { repoRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      deep: "'{{source}}' reaches inside {{kind}} '{{name}}': import it from its index ('{{entry}}') instead.",
    },
  },
  create(context) {
    const repoRoot = context.options[0]?.repoRoot ?? context.cwd;
    const file = context.filename;
    const own = boundaryOf(file, repoRoot);

    function check(node, source) {
      if (typeof source !== 'string') return;
      const target = resolveTarget(file, source, repoRoot);
      if (!target) return;
      const into = boundaryOf(target, repoRoot);
      if (!into || !into.name) return;
      if (own && own.root === into.root && own.name === into.name) return;
      if (isIndex(into.inside)) return;
      const kind = into.root.endsWith('features') ? 'feature' : 'module';
      const entry = source.startsWith('@/')
        ? `@/features/${into.name}`
        : path.relative(path.dirname(file), path.resolve(repoRoot, into.root, into.name)).replace(/^(?!\.)/, './');
      context.report({ node, messageId: 'deep', data: { source, kind, name: into.name, entry } });
    }

    const fromLiteral = (node) =>
      node && node.type === 'Literal' ? node.value : node?.type === 'TemplateLiteral' && node.expressions.length === 0 ? node.quasis[0].value.cooked : null;

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, fromLiteral(node.source)),
      TSImportType: (node) => check(node, fromLiteral(node.argument?.literal ?? node.argument)),
      CallExpression(node) {
        // vi.mock('…') and require('…') name modules too.
        const callee = node.callee;
        const isMock = callee.type === 'MemberExpression' && callee.object.name === 'vi' && ['mock', 'doMock', 'importActual'].includes(callee.property.name);
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        if ((isMock || isRequire) && node.arguments[0]) check(node.arguments[0], fromLiteral(node.arguments[0]));
      },
    };
  },
};

export const boundariesPlugin = { rules: { 'module-boundaries': moduleBoundaries } };
