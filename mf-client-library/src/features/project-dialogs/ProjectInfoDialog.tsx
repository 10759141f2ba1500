import { notify, usePortalDispatch, errorTexts, failureText } from '@portal/contracts';
import { projectCan } from '@portal/contracts/project/access';
import { projectStatusLabel } from '@portal/contracts/project/status';
import {
  useGetProjectQuery,
  useUpdateProjectMutation,
} from '@portal/contracts/project/projects-client';
import type { ProjectView } from '@portal/contracts/project/schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { formatMoney } from '@portal/contracts';
import { Button, QueryState, Skeleton } from '@portal/ui';
import { ConfirmActions, Dialog, DialogClose } from '@portal/ui/dialog';
import { Form, FormError } from '@portal/ui/forms';
import { DetailList } from '../../components/DetailList.tsx';
import { formatCreated } from '../../components/media-format.ts';
import { ProjectFields } from './ProjectFields.tsx';
import type { ProjectDialogProps } from './project-dialog-props.ts';
import { formatDay, fromProject, toProjectInput, type ProjectFormValues } from './project-form.ts';
import { projectTexts } from './project-texts.ts';
import './project-dialogs.css';

const FORM_ID = 'project-info-form';

/**
 * A project's details, read fresh from GET /v1/project/{id}; those who manage the project
 * (owner, full access, staff) edit its title, deadline, PO number and duplicate on completion.
 */
export default function ProjectInfoDialog({ project, onClose }: ProjectDialogProps) {
  const info = useGetProjectQuery(project.id);
  // One mutation for the dialog: the Save button in its actions shows the form's progress.
  const [updateProject, update] = useUpdateProjectMutation();
  const current = info.data ?? project;
  const editable = projectCan.manage(current.access);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Project info"
      description={current.title}
      size="lg"
      actions={
        editable ? (
          <ConfirmActions
            confirm="Save"
            busyLabel="Saving"
            busy={update.isLoading}
            form={FORM_ID}
            onCancel={onClose}
          />
        ) : (
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        )
      }
    >
      <QueryState
        query={info}
        loading={<Skeleton lines={6} />}
        loadingLabel="Loading the project info"
        errorTitle={projectTexts.projectsLoadFailed}
        errorMessage={failureText(info.error, errorTexts.contactUs)}
        headingLevel={3}
      >
        {(read) => (
          <>
            <ProjectFacts project={read} />
            <AdditionalCharges charges={read.additionalCharges ?? []} />
            {editable ? (
              <EditProject project={read} onSave={updateProject} onSaved={onClose} />
            ) : (
              <ReadOnlyDetails project={read} />
            )}
          </>
        )}
      </QueryState>
    </Dialog>
  );
}

/** What nobody edits here. */
function ProjectFacts({ project }: { project: ProjectView }) {
  return (
    <DetailList
      rows={[
        ['Project ID', project.shortId],
        ['Status', projectStatusLabel(project.status)],
        ['Owner', project.ownerName],
        ['Company', project.company ?? '—'],
        ['Media', String(project.mediaCount)],
        ['Created', formatCreated(project.createdAt)],
      ]}
    />
  );
}

/** The project's cost breakdown: the charges admins added to it, each in its own currency. */
function AdditionalCharges({
  charges,
}: {
  charges: NonNullable<ProjectView['additionalCharges']>;
}) {
  if (charges.length === 0) return null;
  return (
    <section aria-labelledby="project-additional-charges">
      <h3 id="project-additional-charges" className="project-dialog__heading">
        {projectTexts.additionalCharges}
      </h3>
      <dl className="detail-list">
        {charges.map((charge) => (
          <div key={charge.id} className="detail-list__row">
            <dt>{charge.description}</dt>
            <dd>{formatMoney(charge.amount, charge.currency)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ReadOnlyDetails({ project }: { project: ProjectView }) {
  return (
    <DetailList
      rows={[
        ['Deadline', formatDay(project.deadline)],
        ['PO number', project.poNumber ?? '—'],
        ['Duplicate on completion', project.duplicateOnCompletion ? 'Yes' : 'No'],
      ]}
    />
  );
}

interface EditProjectProps {
  project: ProjectView;
  onSave: ReturnType<typeof useUpdateProjectMutation>[0];
  onSaved(): void;
}

function EditProject({ project, onSave, onSaved }: EditProjectProps) {
  const dispatch = usePortalDispatch();
  const save = async (values: ProjectFormValues) => {
    const result = await onSave({ id: project.id, ...toProjectInput(values) });
    if (result.error) {
      dispatch(
        notify({
          type: 'error',
          title: projectTexts.updateFailed,
          desc: failureText(result.error, errorTexts.contactUs),
        }),
      );
      return submissionErrors(result.error, projectTexts.contactUs);
    }
    dispatch(notify({ type: 'success', title: projectTexts.updated }));
    onSaved();
    return undefined;
  };
  return (
    <Form<ProjectFormValues> initialValues={fromProject(project)} onSubmit={save}>
      {({ handleSubmit, submitError }) => (
        <form
          id={FORM_ID}
          className="project-dialog__edit"
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
        >
          <h3 className="project-dialog__heading">Details</h3>
          <ProjectFields />
          <FormError message={submitError} />
        </form>
      )}
    </Form>
  );
}
