import { Suspense, lazy } from 'react';
import type { PortalRoute } from '@portal/contracts';
import { PageLoading, UploadPageRoute } from './UploadPageRoute.tsx';

const PaymentPage = lazy(() =>
  import('./features/payment/PaymentPage.tsx').then((m) => ({ default: m.PaymentPage })),
);

// Open to everyone: visitors upload and ask for quotes before they have an account (client spec
// section 2); the payment page sends a visitor to sign in first, keeping the cart.
const routes: PortalRoute[] = [
  { path: 'fileupload/addfiles', element: <UploadPageRoute /> },
  {
    path: 'fileupload/payment',
    element: (
      <Suspense fallback={<PageLoading />}>
        <PaymentPage />
      </Suspense>
    ),
  },
];

export default routes;
