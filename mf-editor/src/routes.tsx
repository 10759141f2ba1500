import { lazy } from 'react';
import {
  loadOnce,
  rolesThatMay,
  routerPathOf,
  withPortalStore,
  type PortalRoute,
  type RouteAccess,
} from '@portal/contracts';
import { lazyPage } from '@portal/ui';

const EDITOR_PATH = 'editor';

const loadEditorPage = loadOnce(() => import('./features/editor/EditorPage.tsx'));

/**
 * The editor (CodeMirror and all) loads on the first visit of an editor page, and the requests
 * it opens with (declared in the contracts' page-requests, which the shell starts on a page's
 * first load) start beside its code rather than after it.
 */
function loadEditor() {
  const search = location.search;
  // Loaded with the editor, not with these routes: the remote's first load stays small.
  import('@portal/contracts/app/page-requests').then(
    ({ startPageRequests }) =>
      withPortalStore((store) => void startPageRequests(store, `/${EDITOR_PATH}`, search)),
    () => undefined,
  );
  return loadEditorPage();
}

const EditorPage = lazy(() => loadEditor().then((m) => ({ default: m.EditorPage })));

// A page opening on the editor loads these routes with the shell: the editor starts at once.
if (routerPathOf(location.pathname) === `/${EDITOR_PATH}`) loadEditor().catch(() => undefined);
// The snapshot pages load on their first visit, without the editor.
const SnapshotPage = lazy(() =>
  import('./features/snapshots/index.ts').then((m) => ({ default: m.SnapshotPage })),
);
const MediaSnapshotsPage = lazy(() =>
  import('./features/snapshots/index.ts').then((m) => ({ default: m.MediaSnapshotsPage })),
);
// The live note editor loads the editor too, on the first visit of its page.
const LiveNoteEditorPage = lazy(() =>
  import('./features/live-notes/index.ts').then((m) => ({ default: m.LiveNoteEditorPage })),
);

/** Staff spec sections 2 and 6: who reaches each route. The server checks every call again. */
export const access = {
  editor: { login: true, roles: rolesThatMay('transcript.edit') },
  /** Any signed-in user; the server shows each only the snapshots (and ranges) theirs to see. */
  snapshot: { login: true, flag: 'snapshotPreview' },
  mediaSnapshots: { login: true, roles: rolesThatMay('transcript.listSnapshots') },
  /** Any signed-in user: the server gives the notes and the meeting only to whom they belong. */
  liveEditor: { login: true, flag: 'liveNotetaking' },
} as const satisfies Record<string, RouteAccess>;

const DemoEditorPage = lazy(() =>
  import('./features/editor/DemoEditorPage.tsx').then((m) => ({ default: m.DemoEditorPage })),
);

const routes: PortalRoute[] = [
  { path: EDITOR_PATH, element: lazyPage(<EditorPage />), handle: access.editor },
  { path: 'editor/demo', element: lazyPage(<DemoEditorPage />), handle: access.editor },
  {
    path: 'snapshot',
    element: lazyPage(<SnapshotPage />),
    handle: access.snapshot,
  },
  {
    path: 'media-snapshots',
    element: lazyPage(<MediaSnapshotsPage />),
    handle: access.mediaSnapshots,
  },
  {
    path: 'live-notetaking/editor',
    element: lazyPage(<LiveNoteEditorPage />),
    handle: access.liveEditor,
  },
];

export default routes;
