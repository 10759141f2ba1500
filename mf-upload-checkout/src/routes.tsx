import { lazy } from 'react';
import type { PortalRoute } from '@portal/contracts';
import { lazyPage } from '@portal/ui';
import { UploadPageRoute } from './UploadPageRoute.tsx';

const LiveBookingPage = lazy(() =>
  import('./features/live-booking/LiveBookingPage.tsx').then((m) => ({
    default: m.LiveBookingPage,
  })),
);
const PaymentPage = lazy(() =>
  import('./features/payment/PaymentPage.tsx').then((m) => ({ default: m.PaymentPage })),
);
const ProjectUploadPage = lazy(() =>
  import('./features/upload-to-project/ProjectUploadPage.tsx').then((m) => ({
    default: m.ProjectUploadPage,
  })),
);

// Open to everyone: visitors upload, ask for quotes and fill in a live booking before they have an
// account (client spec section 2); paying, uploading into a project and the live booking's last
// step ask a visitor to sign in first, keeping the cart and the booking.
const routes: PortalRoute[] = [
  { path: 'fileupload/addfiles', element: <UploadPageRoute /> },
  {
    path: 'fileupload/payment',
    element: lazyPage(<PaymentPage />),
  },
  { path: 'fileupload/project/:projectId', element: lazyPage(<ProjectUploadPage />) },
  {
    path: 'live-notetaking/create-booking',
    element: lazyPage(<LiveBookingPage />),
    handle: { flag: 'liveNotetaking' },
  },
];

export default routes;
