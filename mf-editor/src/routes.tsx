import { lazy } from 'react';
import { Role, type PortalRoute, type RouteAccess } from '@portal/contracts';
import { lazyPage } from '@portal/ui';

// The editor (CodeMirror and all) loads on the first visit of an editor page.
const EditorPage = lazy(() =>
  import('./features/editor/EditorPage.tsx').then((m) => ({ default: m.EditorPage })),
);

/** Staff spec sections 2 and 6: who reaches each route. The server checks every call again. */
export const access = {
  editor: {
    login: true,
    roles: [Role.TYPIST, Role.PROOFREADER, Role.ADMIN, Role.SUPER_ADMIN],
  },
} as const satisfies Record<string, RouteAccess>;

const DemoEditorPage = lazy(() =>
  import('./features/editor/DemoEditorPage.tsx').then((m) => ({ default: m.DemoEditorPage })),
);

const routes: PortalRoute[] = [
  { path: 'editor', element: lazyPage(<EditorPage />), handle: access.editor },
  { path: 'editor/demo', element: lazyPage(<DemoEditorPage />), handle: access.editor },
];

export default routes;
