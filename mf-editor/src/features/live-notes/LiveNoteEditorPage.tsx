import { can } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { TranscriptLoader } from '../editor/index.ts';
import { IdParamPage } from '../snapshots/index.ts';
import { MeetingPanel } from './MeetingPanel.tsx';

const PAGE_TITLE = 'Live note editor';

/**
 * /v3/live-notetaking/editor?media={id}: the editor over a live session's notes, for the
 * note-taker (the typist of its notes job), its proofreader and admins (client spec section 2,
 * staff spec section 2). The session has no recording, so there is no player; its meeting is
 * beside the notes instead. The server reads the meeting to its note-taker and admins only:
 * a proofreader gets the notes alone.
 */
export function LiveNoteEditorPage() {
  const { data: user } = useGetProfileQuery();
  // The meeting is for whoever attends it: its note-taker and admins, not the proofreader.
  const attends = user !== undefined && can(user, 'liveBooking.attend');
  return (
    <IdParamPage
      param="media"
      title={PAGE_TITLE}
      missing={{
        title: 'No meeting chosen',
        message: 'Open the notes of a meeting from your list of jobs.',
      }}
    >
      {(mediaId) => (
        <TranscriptLoader
          mediaId={mediaId}
          kind="notes"
          pageTitle={PAGE_TITLE}
          recording={false}
          aside={attends ? <MeetingPanel mediaId={mediaId} /> : undefined}
        />
      )}
    </IdParamPage>
  );
}
