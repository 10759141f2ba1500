import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { lazyPage } from '@portal/ui';

// Each mode and its libraries load on the first visit, not with the remote's routes.
const QuotePage = lazy(() =>
  import('./features/quote/QuotePage.tsx').then((m) => ({ default: m.QuotePage })),
);
const UploadPage = lazy(() =>
  import('./features/upload/UploadPage.tsx').then((m) => ({ default: m.UploadPage })),
);

/** /v3/fileupload/addfiles: the upload mode, or the quote mode with ?mode=quote. */
export function UploadPageRoute() {
  const [search] = useSearchParams();
  return lazyPage(search.get('mode') === 'quote' ? <QuotePage /> : <UploadPage />);
}
