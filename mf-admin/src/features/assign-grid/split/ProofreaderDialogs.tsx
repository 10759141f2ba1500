import { useState } from 'react';
import { Role, errorTexts } from '@portal/contracts';
import { useRemoveMediaProofreaderMutation } from '@portal/contracts/media-assignment/client';
import { fromDeadlineInput, toDeadlineInput } from '@portal/contracts/job/deadline-input';
import { useAssignJobMutation } from '@portal/contracts/job/client';
import { required } from '@portal/contracts/common/validation';
import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { FormDialog } from '@portal/ui/forms';
import { DeadlineField } from './DeadlineField.tsx';
import { proofreadableJobs } from './proofreadable.ts';
import { splitTexts } from './split-texts.ts';
import { StaffField, useStaffPickers } from './StaffPicker.tsx';
import { useAssignNotice, type MediaDialogProps } from './useAssignNotice.ts';
import './split.css';

interface ProofreaderValues {
  proofreaderId?: string;
  proofreaderDeadline?: string;
}

const pickOne = required(errorTexts.required);

/**
 * Assign proofreader: one proofreader, with an optional deadline, for every open job of the media
 * (PUT /v1/job/assign/{id} for each, which restricted admins may call too). The first refusal
 * stops the rest: a bad proofreader or deadline is refused on the first job, before any change.
 */
export function AssignProofreaderDialog({ media, onClose }: MediaDialogProps) {
  const [assign] = useAssignJobMutation();
  const notice = useAssignNotice();
  const jobs = proofreadableJobs(media);
  const current = jobs.find((job) => job.proofreaderId !== null);
  const chosen = new Map(current ? [[current.proofreaderId!, current.proofreaderName ?? '']] : []);
  const { filterFields, proofreaders } = useStaffPickers(
    media.serviceShortName,
    { proofreaders: chosen },
    { only: Role.PROOFREADER },
  );
  const [initialValues] = useState<ProofreaderValues>(() => ({
    proofreaderId: current ? String(current.proofreaderId) : undefined,
    proofreaderDeadline:
      current?.proofreaderDeadline == null
        ? undefined
        : toDeadlineInput(current.proofreaderDeadline),
  }));

  const submit = async (values: ProofreaderValues) => {
    const proofreaderId = Number(values.proofreaderId);
    const proofreaderDeadline = values.proofreaderDeadline
      ? fromDeadlineInput(values.proofreaderDeadline)
      : undefined;
    for (const job of jobs) {
      const result = await assign({ id: job.id, proofreaderId, proofreaderDeadline });
      if (result.error) {
        if (validationMessages(result.error))
          return submissionErrors(result.error, splitTexts.proofreaderFailed);
        notice.failure(splitTexts.proofreaderFailed, result.error);
        return undefined;
      }
    }
    notice.success(splitTexts.proofreaderAssigned, [media.id], media.title);
    onClose();
    return undefined;
  };

  return (
    <FormDialog<ProofreaderValues>
      title="Assign proofreader"
      description={media.title}
      confirm="Assign proofreader"
      busyLabel="Assigning"
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    >
      {filterFields}
      <StaffField
        name="proofreaderId"
        label="Proofreader"
        options={proofreaders.options}
        loadError={proofreaders.error}
        validate={pickOne}
      />
      <DeadlineField name="proofreaderDeadline" label="Proofreader deadline" />
    </FormDialog>
  );
}

/** Remove proofreader: takes them off every open job of the media, once confirmed. */
export function RemoveProofreaderDialog({ media, onClose }: MediaDialogProps) {
  const [remove, { isLoading }] = useRemoveMediaProofreaderMutation();
  const notice = useAssignNotice();
  const name = proofreadableJobs(media).find((job) => job.proofreaderId !== null)?.proofreaderName;

  const confirm = async () => {
    const result = await remove(media.id);
    if (result.error) notice.failure(splitTexts.removeFailed, result.error);
    else notice.success(splitTexts.proofreaderRemoved, [media.id], media.title);
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Remove proofreader"
      size="sm"
      dismissible={!isLoading}
      actions={
        <ConfirmActions
          confirm="Remove proofreader"
          busyLabel="Removing"
          busy={isLoading}
          variant="danger"
          onConfirm={() => void confirm()}
        />
      }
    >
      <p>
        {name ?? 'The proofreader'} will no longer proofread the open jobs of {media.title}.
      </p>
    </Dialog>
  );
}
