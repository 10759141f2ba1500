import { readFileSync } from 'node:fs';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  workspaces: string[];
};

export const workspaces: string[] = root.workspaces;
export const remotes = workspaces.filter((name) => name.startsWith('mf-'));
export const frontendApps = ['shell', ...remotes];
