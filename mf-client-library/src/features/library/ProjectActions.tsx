import { projectCan } from '@portal/contracts/project/access';
import type { ProjectView } from '@portal/contracts/project/schema';
import { Menu, type MenuEntry } from '@portal/ui';

export type ProjectDialogKind =
  'info' | 'share' | 'upload' | 'download' | 'duplicate' | 'transfer' | 'delete';

interface ProjectActionsProps {
  project: ProjectView;
  onOpen(kind: ProjectDialogKind): void;
  /** False when the bulk download flag is off (client spec section 6). */
  bulkDownload: boolean;
}

/** A project's actions menu: what the caller's access to it allows, by the API's own rules. */
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
    projectCan.own(access) && {
      id: 'duplicate',
      label: 'Duplicate',
      onSelect: () => onOpen('duplicate'),
    },
    projectCan.own(access) && {
      id: 'transfer',
      label: 'Transfer ownership',
      onSelect: () => onOpen('transfer'),
    },
    projectCan.own(access) && {
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
