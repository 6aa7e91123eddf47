// npx tsx bench/geo-memory.bench.ts — resident memory of a bare Node process that looks up one
// address's country: with geoip-lite (which loads its city tables) and with lib/geo-country.ts
// (the two country tables), each beside a process that loads nothing, in the same run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reader = path.join(serverDir, 'src', 'lib', 'geo-country.ts');
const report = `const kb = Number(/VmRSS:\\s+(\\d+) kB/.exec(require('node:fs').readFileSync('/proc/self/status', 'utf8'))[1]); console.log(JSON.stringify({ rss: kb / 1024, country }));`;

function rssOf(label: string, args: string[], code: string) {
  const out = spawnSync(process.execPath, [...args, '-e', `${code}\n${report}`], { cwd: serverDir, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`${label}: ${out.stderr}`);
  const { rss, country } = JSON.parse(out.stdout.trim().split('\n').pop()!) as { rss: number; country: string | null };
  console.log(`  ${label.padEnd(44)} ${rss.toFixed(0).padStart(4)} MB RSS   (8.8.8.8 → ${country ?? '-'})`);
  return rss;
}

console.log('Country of one address, RSS of a fresh Node process:');
rssOf('node, nothing loaded', [], 'const country = null;');
rssOf('node + geoip-lite', [], `const country = require('geoip-lite').lookup('8.8.8.8').country;`);
rssOf('node --import tsx, nothing loaded', ['--import', 'tsx'], 'const country = null;');
rssOf('node --import tsx + geoip-lite', ['--import', 'tsx'], `const country = require('geoip-lite').lookup('8.8.8.8').country;`);
rssOf(
  'node --import tsx + lib/geo-country.ts',
  ['--import', 'tsx'],
  `const { countryOfAddress } = require(${JSON.stringify(reader)}); const country = countryOfAddress('8.8.8.8');`,
);
