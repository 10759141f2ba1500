import { useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { SPLIT_CHILDREN_MAX } from '@portal/contracts/common/limits';
import { typistsToUnassign, useSplitMediaMutation } from '@portal/contracts/split/client';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { failureText } from '@portal/contracts';
import { isConflict } from '@portal/contracts/app/failure-text';
import { jobRangeText } from '@portal/contracts/job/format';
import { useGetLiveRangesQuery } from '@portal/contracts/job/client';
import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import { Button } from '@portal/ui';
import { ConfirmDialog, FormDialog, TextField } from '@portal/ui/forms';
import { DeadlineField } from './DeadlineField.tsx';
import { JobStatusChip } from '@portal/ui/table';
import {
  initialSplit,
  keptJobs,
  partPaths,
  splitErrors,
  splitEvenly,
  splitFormField,
  splitRequest,
  type SplitValues,
} from './split-form.ts';
import { splitTexts } from './split-texts.ts';
import { AddPartButton, SplitPartFields } from './SplitPartFields.tsx';
import { StaffField, useStaffPickers } from './StaffPicker.tsx';
import { OffLimitFields } from './OffLimitFields.tsx';
import { useAssignNotice, type MediaDialogProps } from './useAssignNotice.ts';
import './split.css';

/** Who is typing which ranges of the media now (GET /v1/job/live-ranges-per-typist). */
function LiveRanges({ mediaId }: { mediaId: number }) {
  const { data = [] } = useGetLiveRangesQuery(mediaId);
  if (data.length === 0) return null;
  return (
    <p className="assign-grid__note">
      Typing this media now:{' '}
      {data
        .map(
          ({ typistName, ranges }) =>
            `${typistName} ${ranges.map((range) => jobRangeText({ mediaRangeStart: range.start, mediaRangeEnd: range.end })).join(', ')}`,
        )
        .join('; ')}
    </p>
  );
}

/** The started jobs the split keeps: the parts fill the media around them. */
function KeptJobs({ media }: { media: StaffMedia }) {
  const kept = keptJobs(media);
  if (kept.length === 0) return null;
  return (
    <div>
      <h3 className="assign-split__heading">Started jobs, kept as they are</h3>
      <ul className="assign-split__kept">
        {kept.map((job) => (
          <li key={job.id}>
            <span className="ui-tabular-nums">{jobRangeText(job)}</span>{' '}
            {job.typistName ?? 'Not assigned'} <JobStatusChip status={job.status} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Cuts the media into N equal parts: only when no started job is kept. */
function SplitEvenly({ duration }: { duration: number }) {
  const form = useForm<SplitValues>();
  const [count, setCount] = useState('2');
  const parts = Number(count);
  const valid = Number.isInteger(parts) && parts >= 1 && parts <= SPLIT_CHILDREN_MAX + 1;
  const apply = () => {
    const next = splitEvenly(form.getState().values, duration, parts);
    form.batch(() => {
      form.change('original', next.original);
      form.change('children', next.children);
    });
  };
  return (
    <div className="assign-split__evenly">
      <TextField
        type="number"
        label="Parts"
        min={1}
        max={SPLIT_CHILDREN_MAX + 1}
        value={count}
        onChange={(event) => setCount(event.target.value)}
      />
      <Button variant="secondary" onClick={apply} disabled={!valid}>
        Split evenly
      </Button>
    </div>
  );
}

function SplitFields({ media }: { media: StaffMedia }) {
  const { values } = useFormState<SplitValues>({ subscription: { values: true } });
  const chosenTypists = new Map(
    media.jobs.flatMap((job) =>
      job.typistId === null ? [] : [[job.typistId, job.typistName ?? ''] as const],
    ),
  );
  const chosenProofreaders = new Map(
    media.jobs.flatMap((job) =>
      job.proofreaderId === null ? [] : [[job.proofreaderId, job.proofreaderName ?? ''] as const],
    ),
  );
  const { filterFields, typists, proofreaders } = useStaffPickers(media.serviceShortName, {
    typists: chosenTypists,
    proofreaders: chosenProofreaders,
  });
  const paths = partPaths(values);
  return (
    <>
      {filterFields}
      <LiveRanges mediaId={media.id} />
      <KeptJobs media={media} />
      {keptJobs(media).length === 0 && <SplitEvenly duration={media.duration ?? 0} />}
      {paths.map((path, index) => (
        <SplitPartFields
          key={path}
          path={path}
          title={index === 0 ? 'Original' : `Part ${index + 1}`}
          typists={typists.options}
          typistsError={typists.error}
        />
      ))}
      <AddPartButton disabled={values.children.length >= SPLIT_CHILDREN_MAX} />
      <OffLimitFields />
      <fieldset className="assign-split__part">
        <legend>Proofreading</legend>
        <StaffField
          name="proofreaderId"
          label="Proofreader"
          options={proofreaders.options}
          loadError={proofreaders.error}
        />
        <DeadlineField name="proofreaderDeadline" label="Proofreader deadline" />
      </fieldset>
    </>
  );
}

/** A split the server sent back for the admin to confirm: it takes jobs from their typists. */
interface Unassigning {
  values: SplitValues;
  /** The server's words, naming the typists. */
  question: string;
}

/**
 * Split and assign (staff spec section 3, Split-job form): the media's parts from its start to
 * its end, each with its typist, rate percent and deadline, and its proofreader. The ranges are
 * checked as they are typed; the server's refusals show under the fields they name. A split
 * that takes jobs from their typists is confirmed first, then sent again saying so.
 */
export function SplitMediaDialog({ media, onClose }: MediaDialogProps) {
  const [split] = useSplitMediaMutation();
  const notice = useAssignNotice();
  const [initialValues] = useState(() => initialSplit(media));
  const [unassigning, setUnassigning] = useState<Unassigning>();

  const done = () => {
    notice.success(splitTexts.split, [media.id], media.title);
    onClose();
    return undefined;
  };

  const unassign = async ({ values }: Unassigning) => {
    const result = await split({ ...splitRequest(media, values), unassignTypists: true });
    return result.error ? submissionErrors(result.error, splitTexts.splitFailed) : done();
  };

  const submit = async (values: SplitValues) => {
    const result = await split(splitRequest(media, values));
    if (!result.error) return done();
    if (typistsToUnassign(result.error)) {
      setUnassigning({ values, question: failureText(result.error) });
      return undefined;
    }
    if (validationMessages(result.error))
      return submissionErrors(result.error, splitTexts.splitFailed, splitFormField);
    notice.failure(splitTexts.splitFailed, result.error);
    if (isConflict(result.error)) onClose();
    return undefined;
  };

  return (
    <>
      <FormDialog<SplitValues>
        title="Split and assign"
        description={`${media.title}, ${jobRangeText({ mediaRangeStart: 0, mediaRangeEnd: media.duration ?? 0 })}`}
        size="lg"
        confirm="Split and assign"
        busyLabel="Splitting"
        initialValues={initialValues}
        validate={(values) => splitErrors(values, media)}
        onSubmit={submit}
        onClose={onClose}
      >
        <SplitFields media={media} />
      </FormDialog>
      {/* Beside the form, not in it: its own form's submit must not reach the split's. */}
      {unassigning && (
        <ConfirmDialog
          title={splitTexts.unassignTitle}
          intro={<p>{unassigning.question}</p>}
          confirm={splitTexts.unassignConfirm}
          busyLabel="Splitting"
          variant="danger"
          onConfirm={() => unassign(unassigning)}
          onClose={() => setUnassigning(undefined)}
        />
      )}
    </>
  );
}
