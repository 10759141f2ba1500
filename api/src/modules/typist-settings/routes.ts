import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { typistSettingsRoutes as routes } from '@portal/contracts/typist-settings/routes';
import type { HotkeyMap } from '@portal/contracts/hotkeys/rules';
import { actorOf } from '../../lib/caller.ts';
import { saveSettings, settingsOf } from './service.ts';

/**
 * The editor settings of whoever works in the editor (staff spec section 7 "Typist settings"):
 * typists, proofreaders, admins and super admins, each their own.
 */
export default async function typistSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['typist settings'], security: [{ bearer: [] }] };

  app.get('/v2/typist-settings', {
    onRequest: app.authenticate,
    schema: {
      ...common,
      summary: "The caller's editor hotkeys: theirs over the defaults",
      ...routes['GET /v2/typist-settings'],
    },
    handler: (request) => settingsOf(app.db, actorOf(request).userId),
  });

  app.put('/v2/typist-settings', {
    onRequest: app.authenticate,
    schema: {
      ...common,
      summary:
        "Replaces the caller's editor hotkeys (an action left out has its default); an unknown action, a malformed key or a key another action has is refused",
      ...routes['PUT /v2/typist-settings'],
    },
    handler: (request) =>
      saveSettings(
        app.db,
        actorOf(request).userId,
        request.body.settings_portal3.windows as Partial<HotkeyMap>,
        app.now(),
      ),
  });
}
