import { useMemo } from 'react';
import { useGetGuestServicesQuery } from '@portal/contracts/services/client';

/** The services files can be uploaded for: active ones, live (streaming) services excluded. */
export function useUploadableServices() {
  const services = useGetGuestServicesQuery();
  const uploadable = useMemo(
    () => services.data?.filter((s) => s.status === 'active' && !s.streaming) ?? [],
    [services.data],
  );
  return { services, uploadable };
}
