/**
 * The editor as its page shows it (EditorWorkspace: React, the toolbar, the saver, the find
 * panel), for the bench's keystrokes with the find panel open and closed. Nothing answers its
 * requests (the page is a file): the spell checker's fail, and saves are kept in memory.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { EditorView } from '@codemirror/view';
import { createPortalStore, PortalStoreProvider, type TranscriptContent } from '@portal/contracts';
import '@portal/contracts/app/api';
import { defaultHotkeys } from '@portal/contracts/hotkeys/rules';
import { testPortalConfig } from '@portal/contracts/testing/portal-config';
import { EditorWorkspace } from '../src/features/editor/EditorWorkspace.tsx';
import { memoryCopies } from '../src/features/saving/index.ts';

/** Renders the workspace over `content` into `host` at once; answers its editor's view. */
export function openWorkspace(host: HTMLElement, content: TranscriptContent): EditorView {
  const store = createPortalStore({ config: testPortalConfig(), storage: sessionStorage });
  const saving = {
    localKey: 'bench',
    localCopies: memoryCopies(),
    version: 1,
    save: async (_content: TranscriptContent, version: number) => ({
      ok: true as const,
      version: version + 1,
    }),
  };
  flushSync(() =>
    createRoot(host).render(
      <PortalStoreProvider store={store}>
        <EditorWorkspace
          title="Bench"
          content={content}
          hotkeys={defaultHotkeys}
          range={{ start: 0, end: 2 * 3600 }}
          blockPaste={false}
          saving={saving}
        />
      </PortalStoreProvider>,
    ),
  );
  return EditorView.findFromDOM(host.querySelector<HTMLElement>('.cm-editor')!)!;
}
