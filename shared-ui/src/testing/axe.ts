import axe from 'axe-core';

/**
 * Serious and critical axe findings on the whole document (dialogs and other portals included).
 * jsdom has no layout, so contrast is checked from the tokens instead (tokens.test.ts).
 */
export async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
