import { spawnSync } from 'node:child_process';

/** Runs jest, adding a JSON report when `npm test` asks for one through TEST_REPORT. */
const report = process.env.TEST_REPORT;
const args = [
  'jest',
  ...(report ? ['--json', `--outputFile=${report}`] : []),
  ...process.argv.slice(2),
];
const result = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
