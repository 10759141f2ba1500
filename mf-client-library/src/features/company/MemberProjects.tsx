import { useState } from 'react';
import { MEMBER_PROJECTS_PAGE_SIZE } from '@portal/contracts/common/limits';
import { projectStatusLabel } from '@portal/contracts/project/status';
import { useGetMemberProjectsQuery, type CompanyMember } from '@portal/contracts/company/client';
import { QueryState, StatusChip } from '@portal/ui';
import { Paginator } from '@portal/ui/table';
import { businessTexts, since } from './business-texts.ts';

/** A member's projects, as the company owner sees them below the member's row. */
export function MemberProjects({ member }: { member: CompanyMember }) {
  const [page, setPage] = useState(1);
  const projects = useGetMemberProjectsQuery({
    userId: member.userId,
    page,
    pageSize: MEMBER_PROJECTS_PAGE_SIZE,
  });
  const label = `Projects of ${member.name}`;
  return (
    <QueryState
      query={projects}
      loadingLabel={`Loading the projects of ${member.name}`}
      errorMessage={businessTexts.projectsFailed}
      headingLevel={4}
      isEmpty={({ total }) => total === 0}
      empty={<p className="ui-text-muted">{member.name} has no projects yet.</p>}
    >
      {({ result, total }) => (
        <section aria-label={label} className="member-projects">
          <ul className="member-projects__list">
            {result.map((project) => (
              <li key={project.id} className="member-projects__item">
                <span className="member-projects__title">
                  <strong>{project.title}</strong>
                  <span className="ui-text-muted ui-tabular-nums">{project.shortId}</span>
                </span>
                <span className="member-projects__meta">
                  <StatusChip>{projectStatusLabel(project.status)}</StatusChip>
                  <span className="ui-tabular-nums">
                    {project.mediaCount} {project.mediaCount === 1 ? 'file' : 'files'}
                  </span>
                  <span className="ui-text-muted ui-tabular-nums">{since(project.createdAt)}</span>
                </span>
              </li>
            ))}
          </ul>
          {total > MEMBER_PROJECTS_PAGE_SIZE && (
            <Paginator
              label={`Pages of ${label}`}
              page={page}
              perPage={MEMBER_PROJECTS_PAGE_SIZE}
              total={total}
              onPageChange={setPage}
            />
          )}
        </section>
      )}
    </QueryState>
  );
}
