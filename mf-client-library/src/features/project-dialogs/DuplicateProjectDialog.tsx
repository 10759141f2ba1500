import { notify, usePortalDispatch, errorTexts, failureText } from '@portal/contracts';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { useCopyProjectMutation } from '@portal/contracts/project/projects-client';
import { FormDialog } from '@portal/ui/forms';
import { ProjectFields } from './ProjectFields.tsx';
import type { ProjectDialogProps } from './project-dialog-props.ts';
import { fromProject, toProjectInput, type ProjectFormValues } from './project-form.ts';
import { projectTexts } from './project-texts.ts';

/** A new project with this one's details and none of its media (POST /v1/project/copy/{id}). */
export default function DuplicateProjectDialog({ project, onClose }: ProjectDialogProps) {
  const dispatch = usePortalDispatch();
  const [copyProject] = useCopyProjectMutation();

  const duplicate = async (values: ProjectFormValues) => {
    const result = await copyProject({ id: project.id, ...toProjectInput(values) });
    if (result.error) {
      dispatch(
        notify({
          type: 'error',
          title: projectTexts.duplicateFailed,
          desc: failureText(result.error, errorTexts.contactUs),
        }),
      );
      return submissionErrors(result.error, projectTexts.contactUs);
    }
    dispatch(notify({ type: 'success', title: projectTexts.duplicated, desc: result.data.title }));
    onClose();
    return undefined;
  };

  return (
    <FormDialog<ProjectFormValues>
      title="Duplicate project"
      description="The new project has these details and no media."
      confirm="Duplicate"
      busyLabel="Duplicating"
      initialValues={{ ...fromProject(project), title: `${project.title} (copy)` }}
      onSubmit={duplicate}
      onClose={onClose}
    >
      <ProjectFields />
    </FormDialog>
  );
}
