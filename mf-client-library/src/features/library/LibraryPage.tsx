import { Navigate, useParams } from 'react-router';
import { useProfileSummary } from '@portal/contracts';
import { LandingPage } from '@portal/ui';

/** The library's tabs, as they appear in /v3/library/:type. */
const libraryTypes: readonly string[] = ['my', 'transcript-only', 'upload-only', 'full-access'];

/** The client library; an unknown tab goes to the client's own library. */
export function LibraryPage() {
  const { type } = useParams();
  const summary = useProfileSummary();
  if (!type || !libraryTypes.includes(type)) return <Navigate to="/library/my" replace />;
  return <LandingPage title="Library" {...summary} />;
}
