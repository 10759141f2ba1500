import { Form } from 'react-final-form';
import { notify, usePortalDispatch } from '@portal/contracts';
import { useCopyProjectMutation } from '@portal/contracts/library';
import { Button } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import { FormError, submissionErrors } from '../business-account/form-fields.tsx';
import { ProjectFields } from './ProjectFields.tsx';
import type { ProjectDialogProps } from './project-dialog-props.ts';
import { fromProject, toProjectInput, type ProjectFormValues } from './project-form.ts';
import { failureText, projectTexts } from './project-texts.ts';
import './project-dialogs.css';

const FORM_ID = 'duplicate-project-form';

/** A new project with this one's details and none of its media (POST /v1/project/copy/{id}). */
export default function DuplicateProjectDialog({ project, onClose }: ProjectDialogProps) {
  const dispatch = usePortalDispatch();
  const [copyProject, { isLoading }] = useCopyProjectMutation();

  const duplicate = async (values: ProjectFormValues) => {
    const result = await copyProject({ id: project.id, ...toProjectInput(values) });
    if (result.error) {
      dispatch(
        notify({
          type: 'error',
          title: projectTexts.duplicateFailed,
          desc: failureText(result.error),
        }),
      );
      return submissionErrors(result.error, projectTexts.contactUs);
    }
    dispatch(notify({ type: 'success', title: projectTexts.duplicated, desc: result.data.title }));
    onClose();
    return undefined;
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Duplicate project"
      description="The new project has these details and no media."
      dismissible={!isLoading}
      actions={
        <>
          <Button variant="secondary" disabled={isLoading} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={isLoading} loadingLabel="Duplicating">
            Duplicate
          </Button>
        </>
      }
    >
      <Form<ProjectFormValues>
        initialValues={{ ...fromProject(project), title: `${project.title} (copy)` }}
        onSubmit={duplicate}
      >
        {({ handleSubmit, submitError }) => (
          <form id={FORM_ID} noValidate onSubmit={(event) => void handleSubmit(event)}>
            <ProjectFields />
            <FormError message={submitError} />
          </form>
        )}
      </Form>
    </Dialog>
  );
}
