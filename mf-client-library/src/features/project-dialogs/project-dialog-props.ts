import type { ProjectView } from '@portal/contracts/project/schema';

/** Every project dialog opens on one project and tells its opener when it closes. */
export interface ProjectDialogProps {
  project: ProjectView;
  onClose(): void;
}
