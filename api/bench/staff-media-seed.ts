import { sql } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import type { Db } from '../src/db/index.ts';

/** Clients, typists and proofreaders with names from a few lists; a company per 7 clients. */
export async function seedPeople(db: Db) {
  await db.execute(sql`
    insert into users (email, role, firstname, lastname, status, created_at, updated_at)
    select 'person' || n || '@bench.test',
           case when n <= 200 then ${Role.CLIENT}::int when n <= 300 then ${Role.TYPIST}::int
                else ${Role.PROOFREADER}::int end,
           (array['Ann', 'Ben', 'Cleo', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'])[1 + n % 10],
           (array['Smith', 'Jones', 'Brown', 'Taylor', 'Wilson', 'Evans', 'Thomas'])[1 + n % 7]
             || ' ' || n,
           ${UserStatus.ACTIVE}::int, now(), now()
    from generate_series(1, 320) as n`);
  await db.execute(sql`
    insert into companies (name, owner_id, created_at, updated_at)
    select 'Company ' || id, id, now(), now() from users
    where role = ${Role.CLIENT} and id % 7 = 0`);
  await db.execute(sql`
    insert into company_members (company_id, user_id, joined_at)
    select id, owner_id, now() from companies`);
}

/**
 * Media `from` + 1 to `to` (a bench grows its data in steps), spread over two years and the
 * clients, a project each per 5 media; statuses as a production line holds them (most
 * returned); jobs of three equal ranges; one media in a hundred a live session.
 */
export async function seedWork(db: Db, from: number, to: number) {
  await db.execute(sql`
    insert into projects (short_id, title, status, owner_id, created_at, updated_at)
    select 'P' || lpad(to_hex(n), 7, '0'), 'Project ' || n, 'active',
           (select id from users where role = ${Role.CLIENT} order by id offset n % 200 limit 1),
           now(), now()
    from generate_series(${Math.floor(from / 5) + 1}::int, ${Math.floor(to / 5) + 1}::int) as n
    on conflict do nothing`);
  await db.execute(sql`
    with clients as (select array_agg(id order by id) as ids from users
                     where role = ${Role.CLIENT}),
         catalogue as (select array_agg(id order by id) as ids from services)
    insert into media (user_id, project_id, title, extension, mime, size, status, sub_status,
                       duration, billed_duration, service_options, currency, storage_key,
                       deadline, priority, difficulty, on_hold, created_at, updated_at)
    select c.ids[1 + n % 200], p.id,
           (array['Board', 'Quarterly', 'Research', 'Interview', 'Podcast', 'Focus group',
                  'Hearing', 'Lecture'])[1 + n % 8] || ' ' || n,
           'mp3', 'audio/mpeg', 1000,
           (array['ordered', 'assigned', 'assigned', 'done', 'returned', 'returned', 'returned',
                  'deleted'])[1 + n % 8],
           (array['Unassigned', 'Assigned', 'Part-assigned', 'Completed', 'Returned', 'Returned',
                  'Returned', 'Deleted content'])[1 + n % 8],
           600, 600,
           jsonb_build_object('id', s.ids[1 + n % array_length(s.ids, 1)],
                              'turnaround', (array[604800, 172800, 86400, 43200])[1 + n % 4],
                              'speakers', '1', 'priceCalculationElements', '{}'::jsonb),
           'GBP', 'bench-' || n,
           now() - (n * 21) * interval '1 minute'
             + (array[604800, 172800, 86400, 43200])[1 + n % 4] * interval '1 second',
           n % 4, (n / 4) % 4, n % 50 = 0,
           now() - (n * 21) * interval '1 minute', now()
    from generate_series(${from + 1}::int, ${to}::int) as n
    cross join clients c cross join catalogue s
    join projects p on p.short_id = 'P' || lpad(to_hex(1 + n / 5), 7, '0')`);
  await db.execute(sql`
    with typists as (select array_agg(id order by id) as ids from users
                     where role = ${Role.TYPIST}),
         proofreaders as (select array_agg(id order by id) as ids from users
                          where role = ${Role.PROOFREADER})
    insert into jobs (media_id, type, start, "end", status, typist_id, deadline, rate,
                      rate_percent, proofreader_id, has_issue, created_at, updated_at)
    select m.id, case when m.id % 10 = 0 then 'notes' else 'default' end,
           (part - 1) * 200, part * 200,
           case when m.status = 'ordered' then 'available' when m.status = 'assigned'
                then 'in-progress' else 'done' end,
           case when m.status = 'ordered' then null else t.ids[1 + (m.id + part) % 100] end,
           m.deadline - interval '12 hours', 150, 100,
           case when part = 3 then p.ids[1 + m.id % 20] end,
           (m.id * 3 + part) % 97 = 0, m.created_at, now()
    from media m cross join generate_series(1, 3) as part
    cross join typists t cross join proofreaders p
    where not exists (select 1 from jobs j where j.media_id = m.id)`);
  await db.execute(sql`
    insert into live_sessions (media_id, starts_at, ends_at, meeting_link)
    select id, deadline, deadline + interval '1 hour', 'https://meet.example/' || id
    from media m
    where m.id % 100 = 7 and not exists (select 1 from live_sessions l where l.media_id = m.id)`);
  await db.execute(sql`analyze`);
}
