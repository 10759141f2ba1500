import { lazy, useState, type ComponentType } from 'react';
import {
  errorTexts,
  failureText,
  loadRemoteModule,
  selectFeatureFlags,
  usePortalSelector,
  type UploadToProjectDialogProps,
} from '@portal/contracts';
import { PROJECT_PAGE_SIZE } from '@portal/contracts/common/limits';
import { useGetProjectsQuery, type LibraryType } from '@portal/contracts/project/projects-client';
import type { ProjectView } from '@portal/contracts/project/schema';
import { Button, LazyDialog } from '@portal/ui';
import { ListView, useTableState } from '@portal/ui/table';
import {
  BulkDownloadDialog,
  DeleteProjectDialog,
  DuplicateProjectDialog,
  ProjectInfoDialog,
  ShareProjectDialog,
  TransferOwnershipDialog,
  projectTexts,
} from '../project-dialogs/index.ts';
import { ProjectMediaPanel } from '../project-media/index.ts';
import type { ProjectDialogKind } from './ProjectActions.tsx';
import { ProjectFilters } from './ProjectFilters.tsx';
import { libraryTabLabels } from './LibraryTabs.tsx';
import { projectColumns } from './project-columns.tsx';
import { projectListQuery, statusOptionsFor, type ProjectScope } from './project-query.ts';
import './library.css';

type ProjectDialog = ComponentType<{ project: ProjectView; onClose(): void }>;

// Each dialog is its own chunk, fetched when first opened. Upload is mf-upload-checkout's own
// dialog, loaded through federation: the library has no copy of the upload flow.
const dialogs: Record<ProjectDialogKind, ProjectDialog> = {
  info: ProjectInfoDialog,
  share: ShareProjectDialog,
  download: BulkDownloadDialog,
  duplicate: DuplicateProjectDialog,
  transfer: TransferOwnershipDialog,
  delete: DeleteProjectDialog,
  upload: lazy(() =>
    loadRemoteModule<{ default: ComponentType<UploadToProjectDialogProps> }>(
      'mf-upload-checkout',
      './UploadToProjectDialog',
    ),
  ),
};

const emptyTexts: Record<ProjectScope, { title: string; text: string }> = {
  every: {
    title: 'No projects yet',
    text: "Clients' projects appear here as soon as they create them.",
  },
  my: {
    title: 'No projects yet',
    text: 'Create a project to keep related recordings and their transcripts together.',
  },
  'transcript-only': {
    title: 'No projects shared for transcripts',
    text: 'Projects shared with you to read their transcripts appear here.',
  },
  'upload-only': {
    title: 'No projects shared for uploads',
    text: 'Projects shared with you to upload recordings to appear here.',
  },
  'full-access': {
    title: 'No projects shared with full access',
    text: 'Projects shared with you with full access appear here.',
  },
};

/** The live-note library's tabs: the projects holding the live sessions booked. */
const liveEmptyTexts: Record<LibraryType, { title: string; text: string }> = {
  my: {
    title: 'No live note-taking projects yet',
    text: 'Book live note-taking: the notes of each meeting are kept in a project here.',
  },
  'transcript-only': {
    title: 'No live note-taking projects shared for notes',
    text: 'Live note-taking projects shared with you to read their notes appear here.',
  },
  'upload-only': {
    title: 'No live note-taking projects shared for uploads',
    text: 'Live note-taking projects shared with you to upload recordings to appear here.',
  },
  'full-access': {
    title: 'No live note-taking projects shared with full access',
    text: 'Live note-taking projects shared with you with full access appear here.',
  },
};

// Staff make projects for a client only: their own tab cannot ask them to create one.
const notCreatingEmptyText = { title: 'No projects yet', text: 'Projects you own appear here.' };

function emptyTextsFor(scope: ProjectScope, live: boolean, creates: boolean) {
  if (live && scope !== 'every') return liveEmptyTexts[scope];
  return scope === 'my' && !creates ? notCreatingEmptyText : emptyTexts[scope];
}

const scopeLabels: Record<ProjectScope, string> = { ...libraryTabLabels, every: 'All projects' };

interface ProjectLibraryProps {
  scope: ProjectScope;
  onCreate?(): void;
  /** The live-note library: only projects holding a live session, their meetings shown. */
  live?: boolean;
}

/**
 * One library tab, or every client's projects for admins: the projects (25 a page, filtered and
 * sorted on the server), each row expanding to the project's media, and the project dialogs.
 */
export function ProjectLibrary({ scope, onCreate, live = false }: ProjectLibraryProps) {
  const flags = usePortalSelector(selectFeatureFlags);
  const table = useTableState({ perPage: PROJECT_PAGE_SIZE });
  const projects = useGetProjectsQuery(projectListQuery(scope, table.state, live));
  const [open, setOpen] = useState<{ kind: ProjectDialogKind; project: ProjectView } | null>(null);

  const ownerLabel = scope === 'every' ? 'Client' : 'Owner';
  const columns = projectColumns((project, kind) => setOpen({ kind, project }), {
    bulkDownload: flags.clientLibraryBulkDownload,
    ownerLabel,
  });
  const filtered = Object.keys(table.state.filter).length > 0;
  const Open = open ? dialogs[open.kind] : null;
  const close = () => setOpen(null);

  return (
    <>
      {/* Names the tab's content for heading navigation; the media inside rows use h3. */}
      <h2 className="ui-visually-hidden">{scopeLabels[scope]}</h2>
      <ListView
        label="Projects"
        query={projects}
        table={table}
        toolbar={
          <ProjectFilters
            table={table}
            ownerLabel={ownerLabel}
            statusOptions={statusOptionsFor(scope, live)}
          />
        }
        columns={columns}
        getRowId={(project) => project.id}
        loadFailed={`${projectTexts.projectsLoadFailed}.`}
        failureReason={(error) => failureText(error, errorTexts.contactUs)}
        renderExpanded={(project) => <ProjectMediaPanel project={project} live={live} />}
        expandLabel={(project) => `Show the media of ${project.title}`}
        empty={
          filtered
            ? {
                title: 'No projects match these filters',
                text: 'Try other words, or clear the filters to see every project.',
                action: (
                  <Button variant="secondary" onClick={() => table.clearFilter()}>
                    Clear filters
                  </Button>
                ),
              }
            : {
                ...emptyTextsFor(scope, live, onCreate !== undefined),
                action:
                  scope === 'my' && onCreate ? (
                    <Button onClick={onCreate}>Create project</Button>
                  ) : undefined,
              }
        }
        pagesLabel="Pages of projects"
        dialogs={
          Open &&
          open && (
            <LazyDialog key={`${open.kind}-${open.project.id}`} onClose={close}>
              <Open project={open.project} onClose={close} />
            </LazyDialog>
          )
        }
      />
    </>
  );
}
