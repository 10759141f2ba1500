import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOTP } from 'otpauth';
import { UserStatus } from '@portal/contracts/common/statuses';
import { e2eRoutes as contract } from '@portal/contracts/e2e-support/e2e-routes';
import { roleLabel, type Role } from '@portal/contracts/policy/roles';
import { signsStaffContracts } from '@portal/contracts/staff-contracts/rules';
import { liveSessions } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';
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
export default async function e2eSupportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (app.config.portalEnv !== 'e2e' || app.config.production) return;

  app.post('/v1/e2e/accounts', {
    schema: {
      tags: ['e2e'],
      summary:
        'E2E only: a new active account of a role, optionally with the authenticator on; staff with their contracts signed unless told',
      security: [],
      ...contract['POST /v1/e2e/accounts'],
    },
    handler: async (request) => {
      const role: Role = request.body.role;
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
          isBusinessAccount: request.body.is_business_account === 'true',
        },
        app.now(),
      );
      // A business account owns its company, as the demo one does.
      if (user.isBusinessAccount)
        await createCompany(app.db, user, `E2E Company ${user.email.split('@')[0]}`, app.now());
      if (signsStaffContracts(role) && request.body.contracts === 'signed')
        await recordSignedContracts(
          app.db,
          user.id,
          { fullName: `${user.firstname} ${user.lastname}`, address: 'E2E', devices: 'E2E' },
          app.now(),
        );
      let totpSecret: string | null = null;
      if (request.body.two_factor === 'totp') {
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

  app.post('/v1/e2e/live-sessions/:id/begin', {
    schema: {
      tags: ['e2e'],
      summary: 'E2E only: a live session moved to have begun a minute ago, its length kept',
      security: [],
      ...contract['POST /v1/e2e/live-sessions/:id/begin'],
    },
    handler: async (request) => {
      const start = new Date(app.now().getTime() - 60_000);
      const [moved] = await app.db
        .update(liveSessions)
        .set({
          startsAt: start,
          endsAt: sql`${start.toISOString()}::timestamptz + (${liveSessions.endsAt} - ${liveSessions.startsAt})`,
        })
        .where(eq(liveSessions.mediaId, request.params.id))
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
