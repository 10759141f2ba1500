import { Link, useSearchParams } from 'react-router';
import { serviceStatuses, type ServiceStatus } from '@portal/contracts';
import {
  useGetServicesQuery,
  type ServiceList,
} from '@portal/contracts/services/service-management-client';
import { failureText } from '@portal/contracts';
import { formatMoney } from '@portal/contracts';
import { EmptyState, Page, StatusChip, buttonClassName } from '@portal/ui';
import { SelectField } from '@portal/ui/forms';
import { DataTable, type DataTableColumn } from '@portal/ui/table';
import { serviceStatusLabels, serviceStatusTones, servicePath } from './service-format.ts';
import { currencies } from './service-values.ts';
import './services.css';

type Service = ServiceList[number];

const columns: DataTableColumn<Service>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'code', header: 'Code', cell: (row) => row.shortName },
  {
    id: 'prices',
    header: 'Base price a minute',
    cell: (row) => (
      <span className="services__prices">
        {currencies.map((currency) => (
          <span key={currency}>{formatMoney(row.basePrices[currency], currency)}</span>
        ))}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <StatusChip tone={serviceStatusTones[row.status]}>
        {serviceStatusLabels[row.status]}
      </StatusChip>
    ),
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: (row) => (
      <Link
        to={servicePath(row.id)}
        className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        aria-label={`Edit ${row.name}`}
      >
        Edit
      </Link>
    ),
  },
];

const statusOptions = serviceStatuses.map((status) => ({
  value: status,
  label: serviceStatusLabels[status],
}));

const isStatus = (value: string | null): value is ServiceStatus =>
  serviceStatuses.some((status) => status === value);

/**
 * /v3/super-admin/services (staff spec section 2): the catalogue by status, active first, each
 * service with its code, base prices and a way into its form.
 */
export function ServicesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status = isStatus(requested) ? requested : 'active';
  const list = useGetServicesQuery({ status });

  return (
    <Page
      title="Services"
      description="What clients can order, at what price, and what typists earn on it."
      actions={
        <>
          {/* The spec's menus have no entry for business discounts: they are services' prices. */}
          <Link
            to="/super-admin/service-discounts"
            className={buttonClassName({ variant: 'quiet' })}
          >
            Business discounts
          </Link>
          <Link to={servicePath('new')} className={buttonClassName()}>
            New service
          </Link>
        </>
      }
    >
      <div className="services__filters">
        <SelectField
          label="Status"
          options={statusOptions}
          value={status}
          onChange={(event) => setParams({ status: event.target.value })}
        />
      </div>
      <div className="services__scroll" role="region" aria-label="Services table" tabIndex={0}>
        <DataTable
          label="Services"
          columns={columns}
          rows={list.data}
          getRowId={(row) => row.id}
          loading={list.isFetching}
          error={
            list.isError && (
              <>
                <strong>The services could not be loaded.</strong> {failureText(list.error)}
              </>
            )
          }
          onRetry={() => void list.refetch()}
          empty={
            <EmptyState
              headingLevel={2}
              title={`No ${serviceStatusLabels[status].toLowerCase()} services`}
              text="Choose another status, or add a new service."
            />
          }
        />
      </div>
    </Page>
  );
}
