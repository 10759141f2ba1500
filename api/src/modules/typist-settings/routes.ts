import type { FastifyInstance } from 'fastify';
import type { HotkeyMap } from '@portal/contracts/hotkeys/rules';
import type { PedalMap } from '@portal/contracts/hotkeys/foot-pedal';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { saveSettings, settingsOf } from './service.ts';

/**
 * The editor settings of whoever works in the editor (staff spec section 7 "Typist settings"):
 * typists, proofreaders, admins and super admins, each their own.
 */
export default async function typistSettingsRoutes(app: FastifyInstance) {
  const tags = ['typist settings'];

  route(app, 'GET /v2/typist-settings', {
    tags,
    summary: "The caller's editor hotkeys: theirs over the defaults",
    onRequest: app.authenticate,
    handler: (_input, request) => settingsOf(app.db, actorOf(request).userId),
  });

  route(app, 'PUT /v2/typist-settings', {
    tags,
    summary:
      "Replaces the caller's editor hotkeys and foot pedal (an action left out has its default); an unknown action, a malformed key or a key or pedal another action has is refused",
    onRequest: app.authenticate,
    handler: ({ body }, request) =>
      saveSettings(
        app.db,
        actorOf(request).userId,
        body.settingsPortal3.windows as Partial<HotkeyMap>,
        (body.settingsPortal3.footPedal ?? {}) as Partial<PedalMap>,
        app.now(),
      ),
  });
}
