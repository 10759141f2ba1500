import { renderStandalone } from '../../build-config/standalone.tsx';
import routes from './routes.tsx';

void renderStandalone(routes);
