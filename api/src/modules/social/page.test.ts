import { resultPage, scriptJson } from './page.ts';

describe('the result page', () => {
  test('JSON in the script cannot end the script element or the string', () => {
    const hostile = '</script><script>alert(1)</script>&\u2028\u2029';
    const json = scriptJson({ text: hostile });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text: hostile });
  });

  test('the CSP admits exactly its own script', () => {
    const page = resultPage({ type: 'portal-social-login', error: 'x' });
    const other = resultPage({ type: 'portal-social-login', error: 'y' });
    expect(page.csp).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/]+=*';/);
    expect(page.csp).not.toBe(other.csp);
    expect(page.html).toContain('<p>We had a problem logging you via social network.</p>');
  });
});
