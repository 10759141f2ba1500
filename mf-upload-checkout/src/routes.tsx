import type { PortalRoute } from '@portal/contracts';
import { UploadPageRoute } from './features/upload-page/UploadPageRoute.tsx';

// Open to everyone: visitors ask for quotes before they have an account (client spec section 2).
const routes: PortalRoute[] = [{ path: 'fileupload/addfiles', element: <UploadPageRoute /> }];

export default routes;
