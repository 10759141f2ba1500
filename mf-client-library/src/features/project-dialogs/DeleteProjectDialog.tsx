import { notify, usePortalDispatch, errorTexts, failureText } from '@portal/contracts';
import { useDeleteProjectMutation } from '@portal/contracts/project/projects-client';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { DialogNote, DialogSubject } from '../../components/DialogText.tsx';
import type { ProjectDialogProps } from './project-dialog-props.ts';
import { projectTexts } from './project-texts.ts';

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
          desc: failureText(result.error, errorTexts.contactUs),
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
        <ConfirmActions
          confirm="Delete project"
          busyLabel="Deleting"
          busy={isLoading}
          variant="danger"
          onConfirm={() => void confirm()}
        />
      }
    >
      <DialogSubject>{project.title}</DialogSubject>
      <DialogNote>
        The project leaves your library, and the people it is shared with lose access to it.
      </DialogNote>
    </Dialog>
  );
}
