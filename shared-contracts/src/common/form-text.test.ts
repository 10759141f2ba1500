import { businessAccountRequestInputSchema, companyUpdateSchema } from '../company/schema.ts';
import { registrationSchema } from '../user/account-schema.ts';
import { updateMediaSchema } from '../media/schema.ts';
import { createProjectSchema } from '../project/schema.ts';
import { sendEstimatedPriceSchema } from '../services/schema.ts';
import { userUpdateSchema } from '../user/schema.ts';

// What people type into the portal's forms: accents, right-to-left scripts, CJK, emoji.
const name = 'Zoë Ångström-Núñez';
const title = '東京会議 — محضر الاجتماع 🎤';
const notes = 'First line: Łódź\nSecond: 회의록 👩🏽‍💻\r\n\tand an indented third';

const serviceOptions = { id: 1, turnaround: 86400, speakers: '2', client_comments: notes };

test.each([
  [
    'registration',
    registrationSchema,
    { email: 'zoe@example.com', firstname: name, lastname: name, captcha: '' },
  ],
  [
    'profile',
    userUpdateSchema,
    { firstname: name, lastname: name, profile: { nickname: 'Zo 🌸', extra_instructions: notes } },
  ],
  ['company details', companyUpdateSchema, { name: title, address: notes, vat_number: 'GB 123' }],
  [
    'business account application',
    businessAccountRequestInputSchema,
    { company_name: title, address: notes, message: notes },
  ],
  ['new project', createProjectSchema, { title, po_number: 'PO-東京-1' }],
  [
    'media options and meeting details',
    updateMediaSchema,
    {
      title,
      service_options: serviceOptions,
      extra_fields: {
        meeting_title: title,
        meeting_agenda: notes,
        meeting_attendees: [{ attendee_name: name, job_title: 'Directrice générale' }],
      },
    },
  ],
  [
    'quote',
    sendEstimatedPriceSchema,
    {
      estimation: [{ duration: 60, service_options: serviceOptions }],
      currency: 'EUR',
      email: 'zoe@example.com',
      firstname: name,
      lastname: name,
      company: title,
    },
  ],
])(
  'the %s form’s text is accepted as typed, line breaks where it may break lines',
  (_, schema, values) => {
    expect(schema.safeParse(values).error?.issues).toBeUndefined();
  },
);

test('a line break in a one-line field is refused, and named', () => {
  const result = createProjectSchema.safeParse({ title: 'Board\nmeeting' });
  expect(result.error?.issues.map((issue) => issue.path)).toEqual([['title']]);
});
