import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TOTP } from 'otpauth';
import { UserStatus } from '@portal/contracts/common/statuses';
import { roleLabel, type Role } from '@portal/contracts/policy/roles';
import { signsStaffContracts } from '@portal/contracts/staff-contracts/rules';
import { liveSessions } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { guesserOf } from '../../lib/secret-guess.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { createCompany } from '../company/service.ts';
import { confirmTotp, settingsOf, startTotp } from '../mfa/service.ts';
import { recordSignedContracts } from '../staff-contracts/service.ts';
import { createUser } from '../user/service.ts';

/**
 * Fresh accounts for the Playwright journeys, one per test, so parallel tests never share a
 * sign-in or a single-use code; and a booked meeting brought forward to have begun, since a
 * booking needs a day's notice and attending needs the meeting started. Registered only when
 * PORTAL_ENV=e2e outside production.
 */
export default async function e2eSupportRoutes(app: FastifyInstance) {
  if (app.config.portalEnv !== 'e2e' || app.config.production) return;

  route(app, 'POST /v1/e2e/accounts', {
    tags: ['e2e'],
    summary:
      'E2E only: a new active account of a role, optionally with the authenticator on; staff with their contracts signed unless told',
    handler: async ({ body }, request) => {
      const role: Role = body.role;
      const label = roleLabel(role).toLowerCase().replaceAll(' ', '-');
      const user = await createUser(
        app.db,
        {
          email: `${label}-${randomBytes(6).toString('hex')}@e2e.test`,
          password: DEMO_PASSWORD,
          role,
          status: UserStatus.ACTIVE,
          firstname: 'E2E',
          lastname: roleLabel(role),
          isBusinessAccount: body.isBusinessAccount === 'true',
        },
        app.now(),
      );
      // A business account owns its company, as the demo one does.
      if (user.isBusinessAccount)
        await createCompany(app.db, user, `E2E Company ${user.email.split('@')[0]}`, app.now());
      if (signsStaffContracts(role) && body.contracts === 'signed')
        await recordSignedContracts(
          app.db,
          user.id,
          { fullName: `${user.firstname} ${user.lastname}`, address: 'E2E', devices: 'E2E' },
          app.now(),
        );
      let totpSecret: string | null = null;
      if (body.twoFactor === 'totp') {
        const started = await startTotp(app.deps, user, await settingsOf(app.deps, user.id));
        totpSecret = started.totpSecret ?? null;
        const code = new TOTP({ secret: totpSecret ?? '' }).generate({
          timestamp: app.now().getTime(),
        });
        await confirmTotp(app.deps, await settingsOf(app.deps, user.id), code, guesserOf(request));
      }
      return { email: user.email, password: DEMO_PASSWORD, totpSecret };
    },
  });

  route(app, 'POST /v1/e2e/live-sessions/:id/begin', {
    tags: ['e2e'],
    summary: 'E2E only: a live session moved to have begun a minute ago, its length kept',
    handler: async ({ params }) => {
      const start = new Date(app.now().getTime() - 60_000);
      const [moved] = await app.db
        .update(liveSessions)
        .set({
          startsAt: start,
          endsAt: sql`${start.toISOString()}::timestamptz + (${liveSessions.endsAt} - ${liveSessions.startsAt})`,
        })
        .where(eq(liveSessions.mediaId, params.id))
        .returning();
      if (!moved) throw new ApiError(404, 'Booking not found');
      return {
        id: moved.mediaId,
        meetingDate: Math.floor(moved.startsAt.getTime() / 1000),
        meetingEnd: Math.floor(moved.endsAt.getTime() / 1000),
      };
    },
  });
}
