import { useGetGuestServicesQuery } from '@portal/contracts/services/client';
import { TableFilters, type ChoiceFilterField, type TableStateApi } from '@portal/ui/table';
import { isWorkerList, userStatusOptions, type UserList } from './user-lists.ts';

const yesNo = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

const statusChoice: ChoiceFilterField = {
  key: 'status',
  label: 'Status',
  placeholder: 'Any',
  options: userStatusOptions,
};
const businessChoice: ChoiceFilterField = {
  key: 'isBusinessAccount',
  label: 'Business account',
  placeholder: 'Any',
  options: yesNo('Business account', 'Personal account'),
};
const uccChoice: ChoiceFilterField = {
  key: 'ucc',
  label: 'Current work',
  placeholder: 'Any',
  options: yesNo('Jobs assigned or in progress', 'No jobs in hand'),
};
const contractsChoice: ChoiceFilterField = {
  key: 'typistContracts',
  label: 'Contracts',
  placeholder: 'Any',
  options: yesNo('Signed (or exempt)', 'Not signed yet'),
};

/** A list's filters: name or email and status for all; the rest where they mean something. */
export function UserFilters({ list, table }: { list: UserList; table: TableStateApi }) {
  const services = useGetGuestServicesQuery(undefined, { skip: !isWorkerList(list) });
  const trainedInChoice: ChoiceFilterField = {
    key: 'trainedIn',
    label: 'Trained in',
    placeholder: 'Any service',
    options: (services.data ?? []).map((service) => ({
      value: service.shortName,
      label: service.name,
    })),
  };
  const choices: Record<UserList, ChoiceFilterField[]> = {
    client: [statusChoice, businessChoice],
    typist: [statusChoice, trainedInChoice, uccChoice, contractsChoice],
    proofreader: [statusChoice, trainedInChoice, contractsChoice],
    admin: [statusChoice],
  };
  return (
    <TableFilters
      table={table}
      label="Filter users"
      texts={[{ key: 'q', label: 'Name or email' }]}
      choices={choices[list]}
      className="users__filters"
    />
  );
}
