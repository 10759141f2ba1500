import { Link } from 'react-router';
import type { ProjectMediaView } from '@portal/contracts/project/schema';
import { formatPortalDateTime } from '@portal/contracts/live-booking/session-input';
import { ExternalLink, linkClassName } from '@portal/ui';
import './project-media.css';

/**
 * A live session's meeting in the live-note library: its start (UK time), where to join it and
 * its booking. Uploads, and sessions whose booking the caller does not read, have none.
 */
export function LiveMeeting({ media }: { media: ProjectMediaView }) {
  const session = media.liveSession;
  if (!session) return <>—</>;
  return (
    <div className="project-media__meeting">
      <span className="ui-tabular-nums">{formatPortalDateTime(session.meetingDate)}</span>
      {/* Each row's links are told apart by the media they are of, for assistive technology. */}
      <ExternalLink href={session.meetingLink}>
        Meeting link<span className="ui-visually-hidden"> of {media.title}</span>
      </ExternalLink>
      <Link to={`/live-notetaking/${media.id}`} className={linkClassName()}>
        View booking<span className="ui-visually-hidden"> of {media.title}</span>
      </Link>
    </div>
  );
}
