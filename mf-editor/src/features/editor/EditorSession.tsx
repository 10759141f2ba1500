import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Role, can, type ApiError, type JobType } from '@portal/contracts';
import { failureText, type TranscriptContent } from '@portal/contracts';
import { useRecordTypistActivityMutation } from '@portal/contracts/typist-activity/client';
import {
  useSaveTranscriptChangesMutation,
  useSaveTranscriptMutation,
} from '@portal/contracts/transcript/client';
import type { HotkeyMap } from '@portal/contracts/hotkeys/rules';
import { Button, LazyDialog, lazyNamed } from '@portal/ui';
import type { EditableRange } from '../../engine/player-link.ts';
import type { MediaSource } from '../player/index.ts';
import type { LocalCopies, LocalCopy } from '../saving/index.ts';
import { rememberCursor, rememberedCursor } from '../saving/index.ts';
import type { SaveAnswer, SectionChanges } from '../saving/index.ts';
import { EditorWorkspace } from './EditorWorkspace.tsx';
import { SubmitTranscript } from './SubmitTranscript.tsx';
import { refusedSubmit, type SubmitFields } from './submit-result.ts';
import { useTypistActivity } from './useTypistActivity.ts';

// The snapshots dialog comes with its first opening: the editor's first screen has its button.
const SnapshotsDialog = lazyNamed(() => import('../snapshots/index.ts'), 'SnapshotsDialog');

export interface EditorSessionProps {
  mediaId: number;
  /** The media's transcript, or its notes (the jobs of type notes write them). */
  kind: JobType;
  /**
   * The version the editor opens, and when it was saved (none before the first save): what the
   * server holds, or at version 0 a new transcript (its starting speakers), which it holds not.
   */
  saved: { content: TranscriptContent; version: number; savedAt?: number };
  localCopy?: LocalCopy;
  localKey: string;
  localCopies: LocalCopies;
  hotkeys: HotkeyMap;
  range: EditableRange;
  /** None: the media has no recording (a live session). */
  media?: MediaSource;
  blockPaste: boolean;
  role: Role;
  jobId?: number;
  /** The user's jobs on the media are finished: the transcript is shown, not edited. */
  readOnly: boolean;
  title: string;
  /** A snapshot was restored: the editor reopens on the restored transcript. */
  onRestored(): void;
  /** Beside the text (the live note editor's meeting). */
  aside?: ReactNode;
}

/** What submitting is called for each role that submits its part, and where it goes after. */
const submitAs: Partial<Record<Role, { verb: 'Submit' | 'Finish'; home: string }>> = {
  [Role.TYPIST]: { verb: 'Submit', home: '/typist/library/assigned' },
  [Role.PROOFREADER]: { verb: 'Finish', home: '/proofreader' },
};

const these: Record<JobType, string> = { default: 'this transcript', notes: 'these notes' };
const readOnlyIntros: Record<JobType, string> = {
  default:
    'Your jobs on this media are finished or it has been returned: the transcript is read only.',
  notes: 'Your jobs on this media are finished or it has been returned: the notes are read only.',
};

const unchanged = (a: TranscriptContent, b: TranscriptContent) =>
  JSON.stringify(a) === JSON.stringify(b);

function saveAnswer(error: unknown): SaveAnswer {
  const status = (error as Partial<ApiError>).status;
  if (status === 'FETCH_ERROR' || (typeof status === 'number' && status >= 500))
    return {
      ok: false,
      reason: 'offline',
      message: 'No connection to the server: your work is kept in this browser.',
    };
  return {
    ok: false,
    reason: status === 409 ? 'conflict' : 'refused',
    message: failureText(error),
  };
}

/**
 * One opening of the editor: unsaved work left in this browser comes back (on the version it
 * was typed on, at once; on an older one, if the user chooses it), then saving and submitting.
 */
export function EditorSession(props: EditorSessionProps) {
  const navigate = useNavigate();
  const [saveTranscript] = useSaveTranscriptMutation();
  const [saveChanges] = useSaveTranscriptChangesMutation();
  const [recordActivity] = useRecordTypistActivityMutation();
  const edited = useTypistActivity(props.jobId, recordActivity);
  const copy =
    props.localCopy && !unchanged(props.localCopy.content, props.saved.content)
      ? props.localCopy
      : undefined;
  const [snapshotsOpen, setSnapshotsOpen] = useState(false);
  // Read once a session: the editor takes it at opening, not at every render of a keystroke.
  const [cursor] = useState(() => rememberedCursor(props.localKey));
  const [choice, setChoice] = useState<'mine' | 'saved' | undefined>(
    copy && copy.version === props.saved.version ? 'mine' : copy ? undefined : 'saved',
  );

  const send = (
    content: TranscriptContent,
    version: number,
    fields: SubmitFields & { submit?: boolean; saveSnapshot?: true } = {},
  ) =>
    saveTranscript({
      id: props.mediaId,
      kind: props.kind,
      content,
      version,
      ...fields,
    });
  // Autosaves send what changed only; the submit sends the whole of the caller's part.
  const save = async (
    _content: TranscriptContent,
    version: number,
    keep: { saveSnapshot?: true },
    changes: SectionChanges,
  ): Promise<SaveAnswer> => {
    const result = await saveChanges({
      id: props.mediaId,
      kind: props.kind,
      version,
      ...changes,
      ...keep,
    });
    return result.error ? saveAnswer(result.error) : { ok: true, version: result.data.version };
  };

  if (!choice)
    return (
      <div className="editor-workspace__restore" role="alertdialog" aria-label="Unsaved work found">
        <p>
          This browser kept unsaved work from {new Date(copy!.at).toLocaleString()}, typed on an
          older version of {these[props.kind]} than the one saved since.
        </p>
        <Button onClick={() => setChoice('mine')}>Use my unsaved work</Button>
        <Button
          variant="secondary"
          onClick={() =>
            void props.localCopies.remove(props.localKey).then(() => setChoice('saved'))
          }
        >
          Use the saved version
        </Button>
      </div>
    );

  const submitting = can({ role: props.role }, 'job.transcribe') ? submitAs[props.role] : undefined;
  return (
    <EditorWorkspace
      title={props.title}
      content={choice === 'mine' && copy ? copy.content : props.saved.content}
      restored={choice === 'mine' && copy !== undefined}
      cursor={cursor}
      onCursor={(place) => rememberCursor(props.localKey, place)}
      hotkeys={props.hotkeys}
      range={props.range}
      media={props.media}
      blockPaste={props.blockPaste}
      readOnly={props.readOnly}
      intro={props.readOnly ? readOnlyIntros[props.kind] : undefined}
      onEdit={edited}
      aside={props.aside}
      saving={{
        localKey: props.localKey,
        localCopies: props.localCopies,
        version: props.saved.version,
        savedAt: props.saved.savedAt,
        // The first save of a new transcript sends all of it: its speakers are not stored yet.
        saved: props.saved.version > 0 ? props.saved.content : undefined,
        save,
      }}
      actions={({ current, keepSnapshot }) =>
        !props.readOnly && (
          <>
            <Button size="sm" variant="secondary" onClick={() => void keepSnapshot()}>
              Keep snapshot
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setSnapshotsOpen(true)}>
              Snapshots
            </Button>
            {snapshotsOpen && (
              <LazyDialog onClose={() => setSnapshotsOpen(false)}>
                <SnapshotsDialog
                  mediaId={props.mediaId}
                  kind={props.kind}
                  onClose={() => setSnapshotsOpen(false)}
                  onRestored={() => void current().then(props.onRestored)}
                />
              </LazyDialog>
            )}
            {submitting && (
              <SubmitTranscript
                verb={submitting.verb}
                kind={props.kind}
                submit={async (fields) => {
                  const { content, version } = await current();
                  const result = await send(content, version, { ...fields, submit: true });
                  return result.error ? refusedSubmit(result.error) : { ok: true };
                }}
                onSubmitted={() => void navigate(submitting.home)}
              />
            )}
          </>
        )
      }
    />
  );
}
