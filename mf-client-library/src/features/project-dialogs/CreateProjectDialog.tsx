import { useState } from 'react';
import { notify, usePortalDispatch, errorTexts, failureText } from '@portal/contracts';
import { useCreateProjectMutation } from '@portal/contracts/project/projects-client';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { Button } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import { Form, FormError } from '@portal/ui/forms';
import { ProjectFields } from './ProjectFields.tsx';
import { ProjectSummary } from './ProjectSummary.tsx';
import { emptyProjectForm, toProjectInput, type ProjectFormValues } from './project-form.ts';
import { projectTexts } from './project-texts.ts';
import './project-dialogs.css';

const FORM_ID = 'create-project-form';

/**
 * A new project in two steps (client spec section 2, creation and confirmation step): the
 * details, then a summary to confirm before POST /v1/project/create.
 */
export default function CreateProjectDialog({ onClose }: { onClose(): void }) {
  const dispatch = usePortalDispatch();
  const [createProject, { isLoading }] = useCreateProjectMutation();
  const [confirming, setConfirming] = useState(false);

  const create = async (values: ProjectFormValues) => {
    const result = await createProject(toProjectInput(values));
    if (result.error) {
      dispatch(
        notify({
          type: 'error',
          title: projectTexts.createFailed,
          desc: failureText(result.error, errorTexts.contactUs),
        }),
      );
      // Back to the details: a field the server refused is shown under its field.
      setConfirming(false);
      return submissionErrors(result.error, projectTexts.contactUs);
    }
    dispatch(notify({ type: 'success', title: projectTexts.created, desc: result.data.title }));
    onClose();
    return undefined;
  };

  return (
    <Form<ProjectFormValues>
      initialValues={emptyProjectForm}
      onSubmit={(values) => (confirming ? create(values) : setConfirming(true))}
    >
      {({ handleSubmit, submitError, values }) => (
        <Dialog
          open
          onOpenChange={(open) => !open && onClose()}
          title={confirming ? 'Confirm the new project' : 'Create project'}
          description={
            confirming ? 'Please check the details before the project is created.' : undefined
          }
          dismissible={!isLoading}
          actions={
            confirming ? (
              <>
                <Button
                  variant="secondary"
                  disabled={isLoading}
                  onClick={() => setConfirming(false)}
                >
                  Back
                </Button>
                <Button type="submit" form={FORM_ID} loading={isLoading} loadingLabel="Creating">
                  Create project
                </Button>
              </>
            ) : (
              <>
                <Button variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" form={FORM_ID}>
                  Continue
                </Button>
              </>
            )
          }
        >
          <form id={FORM_ID} noValidate onSubmit={(event) => void handleSubmit(event)}>
            {/* The fields stay mounted under the summary, so a refused field shows its error
                when the client goes back to it. */}
            {confirming && <ProjectSummary values={values} />}
            <div hidden={confirming}>
              <ProjectFields />
            </div>
            <FormError message={submitError} />
          </form>
        </Dialog>
      )}
    </Form>
  );
}
