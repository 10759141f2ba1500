import type { ProjectView } from '@portal/contracts/library';

/** Every project dialog opens on one project and tells its opener when it closes. */
export interface ProjectDialogProps {
  project: ProjectView;
  onClose(): void;
}
