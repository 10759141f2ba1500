import { Link, useNavigate, useParams } from 'react-router';
import { notify, usePortalDispatch } from '@portal/contracts';
import {
  useGetServiceQuery,
  type ServiceView,
} from '@portal/contracts/services/service-management-client';
import type { ManagedService } from '@portal/contracts/services/service-management-schema';
import { Page, QueryState, Skeleton, linkClassName } from '@portal/ui';
import { ServiceForm } from './ServiceForm.tsx';
import { servicePath, servicesPath } from './service-format.ts';
import './services.css';

/** A super admin reads a service with its rates and version; anyone else's answer lacks them. */
const isManaged = (view: ServiceView): view is ManagedService =>
  view.updatedAt !== undefined &&
  view.typistGradeRates !== undefined &&
  view.notesTypistRates !== undefined;

const back = (
  <Link to={servicesPath} className={linkClassName('default', 'services__back')}>
    Back to services
  </Link>
);

/**
 * /v3/super-admin/services/:serviceId (staff spec sections 2 and 7): one service's form, or a
 * blank one when the id is "new". A new service, once created, opens as itself.
 */
export function ServicePage() {
  const { serviceId = 'new' } = useParams();
  const isNew = serviceId === 'new';
  const service = useGetServiceQuery(Number(serviceId), { skip: isNew });
  const dispatch = usePortalDispatch();
  const navigate = useNavigate();

  const saved = (result: ManagedService) => {
    dispatch(
      notify({
        type: 'success',
        title: isNew ? 'Service created' : 'Service saved',
        desc: result.name,
      }),
    );
    if (isNew) void navigate(servicePath(result.id), { replace: true });
  };

  if (isNew)
    return (
      <Page title="New service" before={back} width="wide">
        <ServiceForm onSaved={saved} />
      </Page>
    );
  // An answer without the rates is no service to edit: it fails as a failed read does.
  const managed = service.data && isManaged(service.data) ? service.data : undefined;
  return (
    <Page
      title={managed?.name ?? 'Service'}
      description={managed && `Code ${managed.shortName}`}
      before={back}
    >
      <QueryState
        query={{ ...service, data: managed, currentData: managed }}
        loading={<Skeleton variant="block" height={320} />}
        errorTitle="The service could not be loaded."
        headingLevel={2}
        keepData
      >
        {(read) => <ServiceForm service={read} onSaved={saved} />}
      </QueryState>
    </Page>
  );
}
