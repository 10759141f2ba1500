/**
 * Who may do what: the one authority the API's gates (before a request's input is read) and the
 * portal's menus and buttons both ask. An action names what is done in the spec's words; its
 * audience is who may ever do it, and a subject rule, where the action has one, what must hold of
 * the thing it is done to (a job's state in the job rules, its invoice). Decided here:
 * - The restricted admin is a dispatcher: they see the grids and pre-bookings and assign, split,
 *   reassign, set proofreaders, priority, difficulty and hold; they change no pay (rates, custom
 *   duration, inaudibles, approvals, ad-hoc charges), delete no job or media, return nothing to a
 *   client and see no invoices or reports.
 * - A job's pay is frozen while an invoice that is not void holds it, for everyone.
 */
import { Role, allRoles } from './roles.ts';
import type { InvoiceStatus } from '../common/statuses.ts';

/** Who asks: a signed-in user (their role is what the policy reads), or null for a visitor. */
export type PolicyActor = { role: Role } | null;

const { CLIENT, TYPIST, PROOFREADER, RESTRICTED_ADMIN, ADMIN, SUPER_ADMIN } = Role;

/** A set of callers: roles, `visitor` for someone not signed in. */
export type Audience = readonly (Role | 'visitor')[];

const signedIn: Audience = allRoles;
const anyone: Audience = ['visitor', ...allRoles];
const clients: Audience = [CLIENT];
const workers: Audience = [TYPIST, PROOFREADER];
const admins: Audience = [ADMIN, SUPER_ADMIN];
const superAdmins: Audience = [SUPER_ADMIN];
/** Who runs assignment: the admins and the restricted admin, their dispatcher. */
const dispatchers: Audience = [RESTRICTED_ADMIN, ...admins];
/** Who opens the transcript editor (staff spec section 2). */
const editorStaff: Audience = [...workers, ...admins];
/** Who takes part in jobs: the people who type and proofread, and those who dispatch. */
const jobStaff: Audience = [...workers, ...dispatchers];
const clientsAndAdmins: Audience = [CLIENT, ...admins];

/** Every action, with who may ever take it. */
export const policyAudiences = {
  // Open to every visitor: signing in and up, quotes, guest uploads, signed storage URLs.
  'portal.visit': anyone,
  // A visitor's or client's own cart, and admins acting for a client; other staff have none.
  'cart.change': ['visitor', CLIENT, ...admins],
  // The signed-in user's own account, invitations, and what they were given a link to.
  'account.use': signedIn,
  'account.manageStaff': admins,
  // Staff lists: restricted admins see the typists and proofreaders they assign.
  'account.seeStaff': dispatchers,
  'account.addToCrm': clientsAndAdmins,
  // Clients' work: projects, sharing, companies, bookings, payment.
  'project.use': clientsAndAdmins,
  'company.use': clientsAndAdmins,
  'company.applyForBusinessAccount': clients,
  'company.reviewBusinessAccounts': admins,
  // A client pays; an admin checks out for a client on their business account.
  'payment.pay': clientsAndAdmins,
  'cart.readAnothers': admins,
  // A visitor's or client's own media (a staff member's removal has rules of its own).
  'media.remove': ['visitor', CLIENT, ...admins],
  'liveBooking.book': clientsAndAdmins,
  'liveBooking.read': [CLIENT, TYPIST, ...dispatchers],
  'liveBooking.attend': [TYPIST, ...admins],
  // The staff's own terms: the consultancy agreement and the IT security form.
  'staffContract.sign': workers,
  'staffContract.read': [...workers, ...admins],
  // Jobs and the editor.
  'job.work': jobStaff,
  'job.takeDemo': editorStaff,
  'job.reportActivity': workers,
  'transcript.edit': editorStaff,
  // Clients read their returned transcripts (and those shared with them); staff as they edit.
  'transcript.read': [CLIENT, ...editorStaff],
  'media.play': editorStaff,
  'media.seeJobs': jobStaff,
  'shift.book': workers,
  'shift.read': editorStaff,
  'shift.plan': admins,
  // Dispatch: the grids, assignment, splitting, pre-bookings.
  'media.dispatch': dispatchers,
  'job.assign': dispatchers,
  'job.split': dispatchers,
  // The comment to a job's proofreader: written by who splits and assigns the work.
  'job.commentToProofreader': dispatchers,
  'preBooking.read': dispatchers,
  'preBooking.change': dispatchers,
  'preBooking.manage': admins,
  'shortFileBashing.read': dispatchers,
  'shortFileBashing.configure': admins,
  // What only admins do: pay, deletions, returns, the transcript's production.
  'job.edit': admins,
  'job.changePay': admins,
  'job.submitAsTypist': admins,
  'job.delete': admins,
  'media.produce': admins,
  // The proofreader's report on a job's typing (proofreader reports flag), which admins read
  // and edit; the job rules say on which jobs.
  'job.writeReport': [PROOFREADER, ...admins],
  'media.deleteAsStaff': admins,
  // What the client bought and what they are told: service, booking, notes, cancelling, mail.
  'order.change': admins,
  'media.return': admins,
  'adHocCharge.manage': admins,
  'invoice.read': [TYPIST, ...admins],
  'invoice.manage': admins,
  'report.payments': admins,
  'service.readAll': admins,
  // Super admins: the catalogue, discounts, promo codes and reports.
  'service.manage': superAdmins,
  'discount.manage': superAdmins,
  'report.read': superAdmins,
  // Portal
  // Who has a cart of their own (and a client's settings): staff act on a client's instead.
  'cart.own': ['visitor', CLIENT],
  // The chat window (client spec section 2): for visitors and clients, never for staff.
  'chat.use': ['visitor', CLIENT],
  // A client makes projects of their own; staff make them for a client in the admins' projects.
  'project.createOwn': clients,
  // A client's first sign-in after registering adds them to the CRM (see account.addToCrm).
  'account.joinCrm': clients,
  // Admin accounts are a super admin's to create, change and reset the 2FA of, roles included.
  'account.manageAdmins': superAdmins,
  // Typing and proofreading: who is trained in services, graded, and submits their part.
  'job.transcribe': workers,
  // The snapshots of a whole media (staff spec section 6), beyond one's own job's.
  'transcript.listSnapshots': [PROOFREADER, ...admins],
  'spellDictionary.manage': admins,
  // API services
  // What the API's services decide past the route's gate, each once asked by hand of a role.
  // Only a super admin moves a user from one staff role to another.
  'account.changeRole': superAdmins,
  // Admins list and read users of every role; restricted admins only the staff they assign.
  'account.seeAnyone': admins,
  // Admins add any client to the CRM; a client adds only themself.
  'account.addAnyToCrm': admins,
  // Admins read anyone's consultancy agreement, and so are told they may not sign it for them.
  'staffContract.readAnyones': admins,
  // A client orders for themself only: checks out their own cart, books their own sessions.
  'order.placeOwn': clients,
  // Admins act for a client: upload their media, fill their cart, check out on their business
  // account, book their sessions.
  'order.placeForClient': admins,
  // Admins reach every project as staff (its shares, its sessions' meeting details too);
  // restricted admins reach media through the assign grid, not projects.
  'project.reachAny': admins,
  // Admins reach every company and company invitation as staff.
  'company.reachAny': admins,
  // Typists and proofreaders read and write the ranges of their own jobs only.
  'transcript.editJobRanges': workers,
  // The typist's part of a job: their jobs and offers, the typists' shifts, a session's notes.
  'job.type': [TYPIST],
  // The proofreader's part of a job: the jobs they proofread, the proofreaders' shifts.
  'job.proofread': [PROOFREADER],
  // A typist reads the invoices raised to them, never another typist's.
  'invoice.readOwn': [TYPIST],
  // Admins mark any live session attended; its note-taker only theirs.
  'liveBooking.attendAny': admins,
  // Admins change or remove a word of the shared spelling dictionary; any editor adds one.
  'spellDictionary.edit': admins,
} as const satisfies Record<string, Audience>;

export type PolicyAction = keyof typeof policyAudiences;

/** What an action's subject rule reads of a job's pay. */
export interface PaySubject {
  /** The invoice holding the job's pay, if any. */
  invoice: { number: string; status: InvoiceStatus } | null;
}

/** Why the policy refuses: the caller's role, or the subject's state (with what holds it). */
export type Refusal = { reason: 'role' } | { reason: 'invoiced'; invoiceNumber: string };

const memberOf = (actor: PolicyActor, audience: Audience): boolean =>
  audience.includes(actor ? actor.role : 'visitor');

/** Whether the actor is in the action's audience: what the API's route gates ask. */
export const inAudience = (actor: PolicyActor, action: PolicyAction): boolean =>
  memberOf(actor, policyAudiences[action]);

/** The roles that may take an action (a visitor aside): for role pickers and staff lists. */
export const rolesThatMay = (action: PolicyAction): Role[] =>
  allRoles.filter((role) => memberOf({ role }, policyAudiences[action]));

/** The pay of a job on an invoice that is not void is frozen: void the invoice first. */
const frozenPay = (subject: PaySubject): Refusal | null =>
  subject.invoice && subject.invoice.status !== 'void'
    ? { reason: 'invoiced', invoiceNumber: subject.invoice.number }
    : null;

interface SubjectRules {
  'job.changePay': PaySubject;
}
const subjectRules: { [A in keyof SubjectRules]: (subject: SubjectRules[A]) => Refusal | null } = {
  'job.changePay': frozenPay,
};

type SubjectOf<A extends PolicyAction> = A extends keyof SubjectRules ? SubjectRules[A] : undefined;
type SubjectArgs<A extends PolicyAction> =
  SubjectOf<A> extends undefined ? [] : [subject: SubjectOf<A>];

/** Why the actor may not take the action on the subject, or null when they may. */
export function refusalOf<A extends PolicyAction>(
  actor: PolicyActor,
  action: A,
  ...[subject]: SubjectArgs<A>
): Refusal | null {
  if (!inAudience(actor, action)) return { reason: 'role' };
  const rule = (subjectRules as Record<string, (subject: unknown) => Refusal | null>)[action];
  return rule ? rule(subject) : null;
}

/** Whether the actor may take the action on the subject. */
export const can = <A extends PolicyAction>(
  actor: PolicyActor,
  action: A,
  ...subject: SubjectArgs<A>
): boolean => refusalOf(actor, action, ...subject) === null;
