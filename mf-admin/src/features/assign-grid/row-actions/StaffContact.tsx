import { useGetStaffUserQuery } from '@portal/contracts/media-assignment/client';
import { failureText } from '@portal/contracts';
import { Skeleton } from '@portal/ui';

/** A worker's name with how to reach them (GET /v1/user/{id}): email, mobile, second phone. */
export function StaffContact({ id, name, part }: { id: number; name: string; part: string }) {
  const user = useGetStaffUserQuery(id);
  const phones = [user.data?.profile.mobile, user.data?.profile.contactPhone2].filter(Boolean);
  return (
    <li className="row-staff__person">
      <strong>{name}</strong> <span className="row-staff__part">{part}</span>
      {user.isLoading && <Skeleton variant="line" width="12rem" />}
      {user.isError && (
        <span className="row-staff__note">
          Contact details could not be loaded. {failureText(user.error)}
        </span>
      )}
      {user.data && (
        <span className="row-staff__contact">
          <a href={`mailto:${user.data.email}`}>{user.data.email}</a>
          {phones.map((phone) => (
            <a key={phone} href={`tel:${phone}`} className="ui-tabular-nums">
              {phone}
            </a>
          ))}
        </span>
      )}
    </li>
  );
}
