import { lazy } from 'react';
import type { PortalRoute } from '@portal/contracts';
import { lazyPage } from '@portal/ui';
import { UploadPageRoute } from './UploadPageRoute.tsx';

const PaymentPage = lazy(() =>
  import('./features/payment/PaymentPage.tsx').then((m) => ({ default: m.PaymentPage })),
);

// Open to everyone: visitors upload and ask for quotes before they have an account (client spec
// section 2); the payment page sends a visitor to sign in first, keeping the cart.
const routes: PortalRoute[] = [
  { path: 'fileupload/addfiles', element: <UploadPageRoute /> },
  {
    path: 'fileupload/payment',
    element: lazyPage(<PaymentPage />),
  },
];

export default routes;
