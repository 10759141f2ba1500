import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Every text the client spec gives word for word is written once in the code: screens and the
 * API import it from there, so a text cannot drift between two copies. `{N}` stands for what a
 * template fills in ("Min length is {N}" is `Min length is ${n}`).
 */
const catalogue = {
  'screens and routes (section 2)': [
    'Please enable 2FA',
    'Two-Factor Authentication is now required for admins, proofreaders and typists. Please enable it in your settings before proceeding to other actions.',
    'Checkout will appear once all 3 steps are completed.',
    "Researcher's favourite",
  ],
  'upload to project (section 2)': [
    'Upload to project',
    'Type of transcription',
    'Total {N} ex. VAT',
    'Upload confirmation',
    'Delete files',
    'Upload into this project',
  ],
  'states (section 4)': ['Logged out due to inactivity'],
  'login (section 5)': [
    'Email is required',
    'Password is required',
    'OTP is required',
    'Recovery code is required',
  ],
  'password (section 5)': [
    'at least one lowercase letter',
    'at least one uppercase letter',
    'at least one digit',
    'at least one special character',
    'from {N} to {N} characters total',
    'no restricted characters',
  ],
  'generic validators (section 5)': [
    'Required',
    'Min length is {N}',
    'Max length is {N}',
    'Minimum is {N}',
    'Maximum is {N}',
    'Date should be in the future',
    'Date should be in the past',
    'Date should be greater',
    'Invalid email',
    "Doesn't conform to pattern",
    'Symbols not allowed: {N}',
    'Total minimum is {N}',
    "Doesn't match",
  ],
  'other rules (section 5)': [
    'This symbol cannot be used here: {N}',
    'Please add additional information you would like pass on to your transcriber or delivery manager.',
    'Sorry, this format is not currently supported',
    'Included FREE',
    'There should be no more than {N} overlapping sessions',
  ],
  'error catalogue (section 8)': [
    'Something went wrong',
    'This action is not authorised with your credentials. Please check that you are logged in with the right account and contact us if the problem continues.',
    'Invalid URL',
    'Something is wrong here, please check your email address and password.',
    'Something is wrong here, please check your verification code.',
    'Something is wrong here, please check your recovery code.',
    'We had a problem logging you. Please contact us if the problem continues.',
    'We had a problem logging you via social network.',
    'Please check your inbox for a link to reset your password',
    'We had a problem reseting your password. Please contact us if the problem continues.',
    'We had a problem uploading media',
    'Please contact us if the problem continues',
    'Your quote is on its way!',
    'Stripe payment failed',
    'Checking out with business account failed',
    'Project creation failed',
    'Media list is empty',
    'We had a problem updating the media',
    'Discount code applied successfully!',
    'Looks like your code is not valid',
    'Cart limit reached: You can upload up to 20 files per transaction',
    '{N} media file(s) added to your project',
    'Your project details have been updated',
    'Your invitation has been sent',
    'Access successfully revoked',
    'Transcript and media data has been removed from our servers',
    'Please revise project info',
    'Booking created successfully!',
    'Please select a booking to copy from first.',
  ],
  'constants (section 9)': ['Checkout by 6pm (local time)', 'Showing {N} - {N} out of {N} items'],
};

const repository = join(__dirname, '../../..');

const sourceFiles = globSync('{*/src,build-config}/**/*.{ts,tsx}', {
  cwd: repository,
  exclude: (path) =>
    /(^|\/)(node_modules|dist|test|testing)$/.test(path) ||
    /\.test\.tsx?$/.test(path) ||
    // A domain's test fixtures (test-job.ts, test-service.ts) are test data, not what it writes.
    /(^|\/)test-[^/]+\.tsx?$/.test(path),
});

const entities: Record<string, string> = { '&apos;': "'", '&quot;': '"', '&amp;': '&' };

const jsxText = (node: ts.JsxText) =>
  node.text.replace(/&(apos|quot|amp);/g, (entity) => entities[entity]!);

/** An element's runs of text, each filled part as {N}: "Showing {N} - {N} out of {N} items". */
function jsxRuns(children: ts.NodeArray<ts.JsxChild>): string[] {
  const runs = [''];
  for (const child of children) {
    if (ts.isJsxText(child)) runs[runs.length - 1] += jsxText(child);
    else if (ts.isJsxExpression(child)) runs[runs.length - 1] += '{N}';
    else runs.push('');
  }
  return runs;
}

/**
 * The texts a file writes: its string literals, templates and JSX text (each filled part as
 * {N}), without comments. Whitespace runs count as one space, as a screen shows them.
 */
function literalsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(repository, file), 'utf8'), 99, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node))
      found.push(
        node.head.text + node.templateSpans.map((span) => `{N}${span.literal.text}`).join(''),
      );
    else if (ts.isJsxElement(node) || ts.isJsxFragment(node)) found.push(...jsxRuns(node.children));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const written = sourceFiles.flatMap((file) => literalsOf(file).map((text) => ({ file, text })));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the code writes `text`: as a template or with its {N} filled in ("Maximum is 1000"), also
 * with a full stop the spec's sentence leaves out.
 */
function placesOf(text: string): string[] {
  const pattern = new RegExp(`^${text.split('{N}').map(escaped).join('.+')}\\.?$`);
  return written.filter((w) => pattern.test(w.text)).map((w) => w.file);
}

describe.each(Object.entries(catalogue))('the spec texts of %s', (_, texts) => {
  it.each(texts)('writes %p exactly once', (text) => {
    expect(placesOf(text)).toEqual([expect.any(String)]);
  });
});

it('reads the source files of every package and the API', () => {
  expect(sourceFiles).toEqual(
    expect.arrayContaining([
      'shared-contracts/src/cart/checkout-texts.ts',
      'api/src/app.ts',
      'shell/src/auth/CredentialsForm.tsx',
    ]),
  );
  expect(sourceFiles.filter((file) => file.includes('.test.'))).toEqual([]);
});
