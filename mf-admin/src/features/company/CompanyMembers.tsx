import { useState } from 'react';
import { formatUnixTime } from '@portal/contracts';
import {
  useGetCompanyMembersQuery,
  useGetMemberProjectsQuery,
  type CompanyMember,
} from '@portal/contracts/company/client';
import type { CompanyView } from '@portal/contracts/company/schema';
import { Button, QueryState, Skeleton } from '@portal/ui';
import { companyScreenTexts as texts } from './company-texts.ts';

/** A company's members, owner first; each one's projects on the company's account on demand. */
export function CompanyMembers({ company }: { company: CompanyView }) {
  const members = useGetCompanyMembersQuery(company.id);
  return (
    <QueryState
      query={members}
      loading={<Skeleton variant="block" height={48} />}
      errorTitle={texts.membersFailed}
      headingLevel={4}
      keepData
    >
      {({ members: list }) => (
        <ul className="company-members" aria-label={`Members of ${company.name}`}>
          {list.map((member) => (
            <Member key={member.userId} member={member} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function Member({ member }: { member: CompanyMember }) {
  const [showProjects, setShowProjects] = useState(false);
  return (
    <li className="company-members__member">
      <span className="company-members__who">
        <strong>{member.name}</strong> {member.email}
        {member.isOwner && <span className="company-members__owner">Owner</span>}
      </span>
      <Button
        variant="quiet"
        size="sm"
        aria-expanded={showProjects}
        onClick={() => setShowProjects((shown) => !shown)}
      >
        {showProjects ? `Hide projects of ${member.name}` : `Projects of ${member.name}`}
      </Button>
      {showProjects && <MemberProjects userId={member.userId} name={member.name} />}
    </li>
  );
}

function MemberProjects({ userId, name }: { userId: number; name: string }) {
  const projects = useGetMemberProjectsQuery({ userId });
  return (
    <QueryState
      query={projects}
      loading={<Skeleton variant="block" height={32} />}
      errorTitle={texts.projectsFailed}
      headingLevel={4}
      keepData
      isEmpty={({ result }) => result.length === 0}
      empty={<p className="company-members__none">{texts.noProjects}</p>}
    >
      {({ result }) => (
        <ul className="company-members__projects" aria-label={`Projects of ${name}`}>
          {result.map((project) => (
            <li key={project.id}>
              {project.title} <span className="company-members__meta">{project.shortId}</span>{' '}
              <span className="company-members__meta">
                {project.mediaCount} media, since {formatUnixTime(project.createdAt, 'short')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
