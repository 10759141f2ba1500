import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import {
  useBulkAssignMutation,
  useGetBulkAssignRowsQuery,
  type BulkAssignRows,
} from '@portal/contracts/media-assignment/client';
import { failureText } from '@portal/contracts';
import { formatDuration } from '@portal/contracts/media/format';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { Button, ErrorState, Skeleton } from '@portal/ui';
import { Dialog, DialogClose } from '@portal/ui/dialog';
import { FormDialog, type SelectOption } from '@portal/ui/forms';
import { DeadlineField } from '../split/DeadlineField.tsx';
import { splitTexts } from '../split/split-texts.ts';
import { StaffField, useStaffPickers } from '../split/StaffPicker.tsx';
import { useAssignNotice } from '../split/useAssignNotice.ts';
import { bulkOutcome, bulkRequest, rowKey, type BulkValues } from './bulk-form.ts';
import '../split/split.css';

type BulkRow = BulkAssignRows[number];

interface RowProps {
  row: BulkRow;
  typists: readonly SelectOption[];
  proofreaders: readonly SelectOption[];
  assigned: boolean;
  messages: readonly string[];
}

/** One media of the bulk form: its typist for the jobs waiting for one, its proofreader. */
function BulkRowFields({ row, typists, proofreaders, assigned, messages }: RowProps) {
  const key = `items.${rowKey(row.mediaId)}`;
  const waiting = row.assignableJobs.length;
  return (
    <fieldset className="assign-split__part" disabled={assigned}>
      <legend>{row.title}</legend>
      <p className="assign-grid__note assign-split__wide">
        {[
          row.serviceShortName,
          formatDuration(row.duration),
          `${waiting} jobs waiting for a typist`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {waiting > 0 && (
        <>
          <StaffField name={`${key}.typistId`} label="Typist" options={typists} />
          <DeadlineField name={`${key}.deadline`} label="Deadline" />
        </>
      )}
      <StaffField name={`${key}.proofreaderId`} label="Proofreader" options={proofreaders} />
      <DeadlineField name={`${key}.proofreaderDeadline`} label="Proofreader deadline" />
      {assigned && <p className="assign-split__wide">Assigned.</p>}
      {messages.length > 0 && (
        <ul
          className="assign-split__wide assign-split__errors"
          aria-label={`Not assigned: ${row.title}`}
        >
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function BulkForm({ rows, onClose }: { rows: BulkAssignRows; onClose(): void }) {
  const [assign] = useBulkAssignMutation();
  const notice = useAssignNotice();
  const [assigned, setAssigned] = useState<ReadonlySet<number>>(new Set());
  const [rowMessages, setRowMessages] = useState<ReadonlyMap<number, string[]>>(new Map());
  const { filterFields, typists, proofreaders } = useStaffPickers(null, {});
  const [initialValues] = useState<BulkValues>({ items: {} });

  const submit = async (values: BulkValues) => {
    const pending = rows.map((row) => row.mediaId).filter((id) => !assigned.has(id));
    const request = bulkRequest(values, pending);
    if (request.items.length === 0) return { [FORM_ERROR]: splitTexts.bulkNothing };
    const result = await assign(request);
    if (result.error) return submissionErrors(result.error, splitTexts.bulkFailed);
    const outcome = bulkOutcome(result.data);
    const nowAssigned = new Set([...assigned, ...outcome.assigned]);
    setAssigned(nowAssigned);
    setRowMessages(outcome.rowMessages);
    if (outcome.assigned.length > 0)
      notice.success(splitTexts.bulkAssigned(outcome.assigned.length), outcome.assigned);
    if (nowAssigned.size === rows.length) onClose();
    return outcome.fieldErrors;
  };

  return (
    <FormDialog<BulkValues>
      title="Assign selected media"
      size="lg"
      confirm="Assign"
      busyLabel="Assigning"
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    >
      {filterFields}
      {(typists.error ?? proofreaders.error) && (
        <p className="assign-split__errors">{typists.error ?? proofreaders.error}</p>
      )}
      {rows.map((row) => (
        <BulkRowFields
          key={row.mediaId}
          row={row}
          typists={typists.options}
          proofreaders={proofreaders.options}
          assigned={assigned.has(row.mediaId)}
          messages={rowMessages.get(row.mediaId) ?? []}
        />
      ))}
    </FormDialog>
  );
}

/**
 * Assign selected (staff spec section 7, GET and POST /v1/media/assign): the media chosen in the
 * grid with their jobs waiting for a typist, a typist and a proofreader for each; every media
 * is assigned on its own, and those the server refused say why under their row.
 */
export function BulkAssignDialog({ mediaIds, onClose }: { mediaIds: number[]; onClose(): void }) {
  const rows = useGetBulkAssignRowsQuery({ mediaIds });
  if (rows.data) return <BulkForm rows={rows.data} onClose={onClose} />;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Assign selected media"
      size="sm"
      actions={
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    >
      {rows.isError ? (
        <ErrorState
          headingLevel={3}
          message={failureText(rows.error)}
          onRetry={() => void rows.refetch()}
          retrying={rows.isFetching}
        />
      ) : (
        <div role="status" aria-label="Loading the selected media">
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </div>
      )}
    </Dialog>
  );
}
