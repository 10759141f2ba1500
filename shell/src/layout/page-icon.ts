import type { ThemeName } from '@portal/contracts';

// A page icon per theme, drawn inline so it needs no request and stays visible on dark tabs.
const icon = (fill: string, stroke: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${fill}"/><path d="M9 11h14M9 16h14M9 21h9" stroke="${stroke}" stroke-width="2.5" stroke-linecap="round"/></svg>`,
  )}`;

const icons: Record<ThemeName, string> = {
  light: icon('#1f4fd1', '#ffffff'),
  dark: icon('#ffffff', '#1f4fd1'),
};

export const iconFor = (theme: ThemeName): string => icons[theme];
