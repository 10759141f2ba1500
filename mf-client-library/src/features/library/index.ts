// What other features take from the library: its tabs and its table of projects, which the
// live-note library shows over the live projects.
export { LibraryTabs } from './LibraryTabs.tsx';
export { ProjectLibrary, TableLoading } from './lazy-project-library.tsx';
export { isLibraryType } from './project-query.ts';
