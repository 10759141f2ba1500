import { z } from 'zod';
import type { CrmConfig } from '../../config.ts';

/**
 * The CRM adapter: HubSpot's CRM v3 contacts API, as this portal speaks it. A contact is created,
 * or updated when one has the address already, in one call keyed by the email address:
 *
 *   POST {HUBSPOT_API_URL}/crm/v3/objects/contacts/batch/upsert
 *   Authorization: Bearer {HUBSPOT_ACCESS_TOKEN}
 *   { "inputs": [{ "idProperty": "email", "id": "ann@example.test",
 *                  "properties": { "email": "…", "firstname": "…", "lastname": "…", "phone": "…" } }] }
 *   → 200 or 201 { "status": "COMPLETE", "results": [{ "id": "101", "new": true, … }] }
 */
export const CRM_TIMEOUT_MS = 10_000;

export interface CrmContact {
  email: string;
  firstname: string;
  lastname: string;
  /** The mobile given at registration, if any: HubSpot's `phone`. */
  phone: string | null;
}

const upsertAnswerSchema = z.object({
  results: z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String) })).min(1),
});

/** HubSpot failed or could not be reached; the message says which, for the log. */
export class CrmError extends Error {
  /** Answered as a 502: the portal's request was fine, the CRM behind it was not. */
  readonly statusCode = 502;

  constructor(message: string) {
    super(message);
    this.name = 'CrmError';
  }
}

async function post(config: CrmConfig, body: unknown): Promise<Response> {
  try {
    return await fetch(`${config.url}/crm/v3/objects/contacts/batch/upsert`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CRM_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CrmError(`HubSpot could not be reached: ${String(error)}`);
  }
}

/** Creates or updates the contact with this email address; answers HubSpot's contact id. */
export async function upsertContact(config: CrmConfig, contact: CrmContact): Promise<string> {
  const properties = {
    email: contact.email,
    firstname: contact.firstname,
    lastname: contact.lastname,
    // An empty value would clear a phone the contact already has in HubSpot.
    ...(contact.phone ? { phone: contact.phone } : {}),
  };
  const response = await post(config, {
    inputs: [{ idProperty: 'email', id: contact.email, properties }],
  });
  const text = await response.text();
  if (!response.ok)
    throw new CrmError(`HubSpot answered ${response.status}: ${text.slice(0, 500)}`);
  try {
    const [result] = upsertAnswerSchema.parse(JSON.parse(text)).results;
    if (result) return result.id;
  } catch {
    // Falls through: an answer without the contact's id is as good as none.
  }
  throw new CrmError(`HubSpot's answer names no contact: ${text.slice(0, 500)}`);
}
