import { Suspense, lazy } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Skeleton } from '@portal/ui';

// The quote page and its form library load on the first visit, not with the remote's routes.
const QuotePage = lazy(() =>
  import('../quote/QuotePage.tsx').then((m) => ({ default: m.QuotePage })),
);

/**
 * /v3/fileupload/addfiles: the quote mode with ?mode=quote. The upload mode (files, cart and
 * checkout) is not built yet, so every other visit goes to the quote, keeping the query.
 */
export function UploadPageRoute() {
  const [search] = useSearchParams();
  if (search.get('mode') !== 'quote') {
    const next = new URLSearchParams(search);
    next.set('mode', 'quote');
    return <Navigate to={{ search: `?${next.toString()}` }} replace />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <QuotePage />
    </Suspense>
  );
}

function PageLoading() {
  return (
    <div className="ui-page ui-page--wide" aria-busy="true" aria-label="Loading">
      <Skeleton width="40%" height={40} />
      <Skeleton variant="block" height={320} />
    </div>
  );
}
