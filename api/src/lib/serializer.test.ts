import { z } from 'zod';
import { staffMediaPageSchema } from '@portal/contracts/media/staff-media-schema';
import {
  staffMediaPageOf,
  testStaffJob,
  testStaffMedia,
} from '@portal/contracts/media/test-staff-media';
import { roleSchema } from '@portal/contracts/user/schema';
import { responseJsonSchema, serializerCompiler } from './serializer.ts';

const serializerOf = (schema: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: '/v1/test', httpStatus: '200' });

const answer = z.object({
  id: z.number().int(),
  status: z.enum(['ordered', 'done']),
  /** Unix seconds. */
  deadline: z.number().int().nullable(),
  at: z.iso.datetime(),
  note: z.string().nullable(),
  owner: z.object({ name: z.string() }).nullable(),
  tags: z.array(z.string()),
  extra: z.record(z.string(), z.string()),
});

test('an answer is written as its schema says: unknown properties left out, at any depth', () => {
  const serialize = serializerOf(answer);
  const written = serialize({
    id: 3,
    status: 'done',
    deadline: 1_795_000_000,
    at: '2026-11-20T14:00:00.000Z',
    note: null,
    owner: { name: 'Clara', passwordHash: 'secret' },
    tags: ['a'],
    extra: { colour: 'red' },
    passwordHash: 'secret',
  });
  expect(JSON.parse(written)).toEqual({
    id: 3,
    status: 'done',
    deadline: 1_795_000_000,
    at: '2026-11-20T14:00:00.000Z',
    note: null,
    owner: { name: 'Clara' },
    tags: ['a'],
    extra: { colour: 'red' },
  });
  expect(written).not.toContain('secret');
});

test('nulls, enums and dates come out as zod wrote them', () => {
  const serialize = serializerOf(answer);
  const written = JSON.parse(
    serialize({
      id: 4,
      status: 'ordered',
      deadline: null,
      // A Date where the schema has an ISO string: its ISO text, as JSON.stringify wrote it.
      at: new Date(Date.UTC(2026, 10, 20, 14)),
      note: 'x',
      owner: null,
      tags: [],
      extra: {},
    }),
  );
  expect(written).toMatchObject({
    status: 'ordered',
    deadline: null,
    at: '2026-11-20T14:00:00.000Z',
    owner: null,
  });
});

test('a required property missing fails the answer rather than writing it without', () => {
  expect(() => serializerOf(answer)({ id: 1 })).toThrow(/required/);
});

test("the assign grid's page is written exactly as zod encodes it", () => {
  const live = {
    meetingStart: 1_795_000_000,
    meetingEnd: 1_795_003_600,
    meetingLink: 'https://meet.example/abc',
    attendedAt: null,
    noteTakerId: 9,
    noteTakerName: 'Nora Notes',
  };
  const page = {
    ...staffMediaPageOf(
      [
        testStaffMedia(1, { jobs: [testStaffJob(11, { hasIssue: true })] }),
        testStaffMedia(2, { live, subStatus: null, deadline: null }),
      ],
      1000,
    ),
    totalIsCapped: true,
  };
  const written = serializerOf(staffMediaPageSchema)(page);
  expect(JSON.parse(written)).toEqual(z.encode(staffMediaPageSchema, page));
  expect(JSON.parse(written)).toMatchObject({ total: 1000, totalIsCapped: true });
});

test('a type JSON Schema cannot express (the role, a z.custom) is written as it is', () => {
  const withRole = z.object({ role: roleSchema, email: z.string() });
  expect(JSON.parse(serializerOf(withRole)({ role: 4, email: 'a@b.test' }))).toEqual({
    role: 4,
    email: 'a@b.test',
  });
});

test('a nullable value is one schema of two types, not a union checked value by value', () => {
  expect(responseJsonSchema(answer)).toMatchObject({
    properties: {
      deadline: { type: ['integer', 'null'] },
      owner: { type: ['object', 'null'], properties: { name: { type: 'string' } } },
    },
  });
});
