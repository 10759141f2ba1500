import type { DisplayedProjectStatus } from '@portal/contracts/project/status';
import type { ProjectView } from '@portal/contracts/project/schema';
import { displayedProjectStatus, projectStatusLabel } from '@portal/contracts/project/status';
import { StatusChip, type StatusTone } from '@portal/ui';
import type { DataTableColumn } from '@portal/ui/table';
import { formatCreated } from '../../components/media-format.ts';
import { ProjectActions, type ProjectDialogKind } from './ProjectActions.tsx';

const statusTones: Record<DisplayedProjectStatus, StatusTone> = {
  active: 'info',
  completed: 'success',
  invoiced: 'neutral',
  deleted: 'error',
};

/** The project's status after the display rule: pending and special read as Completed. */
export function ProjectStatus({ project }: { project: ProjectView }) {
  return (
    <StatusChip tone={statusTones[displayedProjectStatus(project.status)]}>
      {projectStatusLabel(project.status)}
    </StatusChip>
  );
}

/** The library's project columns; the sortable ones' ids are GET /v1/project sort keys. */
export function projectColumns(
  onOpen: (project: ProjectView, kind: ProjectDialogKind) => void,
  { bulkDownload, ownerLabel }: { bulkDownload: boolean; ownerLabel: string },
): DataTableColumn<ProjectView>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      sortable: true,
      cell: (project) => <span className="library-project__title">{project.title}</span>,
    },
    {
      id: 'shortId',
      header: 'Project ID',
      sortable: true,
      cell: (project) => <span className="ui-tabular-nums">{project.shortId}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (project) => <ProjectStatus project={project} />,
    },
    { id: 'ownerName', header: ownerLabel, sortable: true, cell: (project) => project.ownerName },
    { id: 'company', header: 'Company', sortable: true, cell: (project) => project.company ?? '—' },
    {
      id: 'createdAt',
      header: 'Created',
      sortable: true,
      align: 'end',
      cell: (project) => formatCreated(project.createdAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (project) => (
        <ProjectActions
          project={project}
          bulkDownload={bulkDownload}
          onOpen={(kind) => onOpen(project, kind)}
        />
      ),
    },
  ];
}
