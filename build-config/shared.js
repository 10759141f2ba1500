import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sharedContractsEntries } from '../scripts/contracts-exports.ts';

const root = new URL('../', import.meta.url);
const contractsManifest = JSON.parse(
  readFileSync(new URL('shared-contracts/package.json', root), 'utf8'),
);

/**
 * The one table of Module Federation singletons, used by the shell and every remote. Each entry
 * names the package and whether its subpath imports (all, or the listed entries) must be shared
 * too (react/jsx-runtime, react-dom/client, @portal/contracts/job/client): a second copy of any of
 * them would split a React context, the router or the Redux store. The contracts' shared entries
 * come from its package.json exports (scripts/contracts-exports.ts).
 *
 * Redux Toolkit and React Redux are not here: @portal/contracts, the one shared copy of the store
 * and its API, bundles them, and the shell and remotes import what they need of them from it (an
 * ESLint rule). Shared, they would reach the first load whole; bundled, only what is used does.
 */
const singletons = [
  { name: 'react', subpaths: true },
  { name: 'react-dom', subpaths: true },
  {
    name: 'react-router',
    subpaths: false,
    import: fileURLToPath(new URL('./react-router-api.js', import.meta.url)),
  },
  // @portal/ui/forms binds its fields to react-final-form: one copy, or a remote's Form and the
  // shared fields would hold different form contexts.
  { name: 'react-final-form', subpaths: false },
  // The form state it runs on, which a form's own code also imports (FORM_ERROR, getIn): shared,
  // or each remote using it loads a second copy beside the shell's.
  { name: 'final-form', subpaths: false },
  {
    name: '@portal/contracts',
    subpaths: sharedContractsEntries(contractsManifest.exports),
  },
  // Entries only lazy screens use (account screens, forms) are shared on their own, so the
  // shell's first load does without them; `fields` are the forms' fields without the form.
  { name: '@portal/ui', subpaths: ['fields', 'forms', 'dialog', 'table', 'week', 'captions'] },
];

// The version actually installed at the root, so every app asks for what it was built against.
function installedVersion(name) {
  const manifest = new URL(`node_modules/${name}/package.json`, root);
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

export function sharedSingletons() {
  const shared = {};
  for (const { name, subpaths, import: source } of singletons) {
    const version = installedVersion(name);
    // The version is given, not looked up: react-final-form's dist/package.json has none.
    const config = { singleton: true, eager: false, requiredVersion: `^${version}`, version };
    // A local module standing in for the package provides it under the package's name.
    if (source) Object.assign(config, { import: source });
    shared[name] = config;
    if (subpaths === true) shared[`${name}/`] = config;
    if (Array.isArray(subpaths)) for (const entry of subpaths) shared[`${name}/${entry}`] = config;
  }
  return shared;
}
