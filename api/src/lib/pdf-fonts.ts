import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, embedded (subset) in every PDF the API makes: Latin with every accent, Greek,
 * Cyrillic, Hebrew, Arabic and many symbols, so names and transcripts print as typed.
 */
export const pdfFonts = {
  body: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};
