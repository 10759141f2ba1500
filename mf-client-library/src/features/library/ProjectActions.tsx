import type { ProjectView } from '@portal/contracts/library';
import { Menu, type MenuEntry } from '@portal/ui';
import { projectCan } from './project-access.ts';

export type ProjectDialogKind = 'info' | 'share' | 'upload' | 'download' | 'duplicate' | 'delete';

interface ProjectActionsProps {
  project: ProjectView;
  onOpen(kind: ProjectDialogKind): void;
  /** False when the bulk download flag is off (client spec section 6). */
  bulkDownload: boolean;
}

/** A project's actions menu: what the caller's access to it allows. */
export function ProjectActions({ project, onOpen, bulkDownload }: ProjectActionsProps) {
  const { access } = project;
  const entries: (MenuEntry | false)[] = [
    { id: 'info', label: 'Project info', onSelect: () => onOpen('info') },
    projectCan.upload(access) && {
      id: 'upload',
      label: 'Upload files',
      onSelect: () => onOpen('upload'),
    },
    bulkDownload &&
      projectCan.read(access) && {
        id: 'download',
        label: 'Download transcripts',
        onSelect: () => onOpen('download'),
      },
    projectCan.manage(access) && { id: 'share', label: 'Share', onSelect: () => onOpen('share') },
    projectCan.duplicate(access) && {
      id: 'duplicate',
      label: 'Duplicate',
      onSelect: () => onOpen('duplicate'),
    },
    projectCan.delete(access) && {
      id: 'delete',
      label: 'Delete',
      tone: 'danger',
      onSelect: () => onOpen('delete'),
    },
  ];
  return (
    <Menu
      trigger="Actions"
      label={`Actions for ${project.title}`}
      items={entries.filter((entry): entry is MenuEntry => entry !== false)}
    />
  );
}
