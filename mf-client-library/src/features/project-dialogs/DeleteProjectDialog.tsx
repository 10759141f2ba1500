import { notify, usePortalDispatch } from '@portal/contracts';
import { useDeleteProjectMutation } from '@portal/contracts/library';
import { Button } from '@portal/ui';
import { Dialog, DialogClose } from '@portal/ui/dialog';
import type { ProjectDialogProps } from './project-dialog-props.ts';
import { failureText, projectTexts } from './project-texts.ts';
import './project-dialogs.css';

/** Asks before the owner deletes a project (DELETE /v1/project/{id}). */
export default function DeleteProjectDialog({ project, onClose }: ProjectDialogProps) {
  const dispatch = usePortalDispatch();
  const [deleteProject, { isLoading }] = useDeleteProjectMutation();

  const confirm = async () => {
    const result = await deleteProject(project.id);
    if (result.error) {
      // The dialog stays open: the client can try again or cancel.
      dispatch(
        notify({
          type: 'error',
          title: projectTexts.deleteFailed,
          desc: failureText(result.error),
        }),
      );
      return;
    }
    dispatch(notify({ type: 'success', title: projectTexts.deleted, desc: project.title }));
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete project"
      size="sm"
      dismissible={!isLoading}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={isLoading}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={isLoading}
            loadingLabel="Deleting"
            onClick={() => void confirm()}
          >
            Delete project
          </Button>
        </>
      }
    >
      <p className="project-dialog__subject">{project.title}</p>
      <p className="project-dialog__note">
        The project leaves your library, and the people it is shared with lose access to it.
      </p>
    </Dialog>
  );
}
