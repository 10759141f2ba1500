import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { useGetGuestServicesQuery } from '@portal/contracts/services/client';

/** The services sessions can be booked for: active live (streaming) ones. */
export function useLiveServices() {
  const services = useGetGuestServicesQuery();
  const live = useMemo(
    () => services.data?.filter((s) => s.status === 'active' && s.streaming),
    [services.data],
  );
  return { services, live };
}

/** The live service the booking form has chosen, once the services are loaded. */
export function useChosenService() {
  const { live } = useLiveServices();
  const { value } = useField<number | undefined>('serviceId', {
    subscription: { value: true },
  }).input;
  return live?.find((service) => service.id === value);
}
