export type ThemeName = 'light' | 'dark';
export type ViewMode = 'compact' | 'standard';

export const THEME_CLASSES: Readonly<Record<ThemeName, string>> = {
  light: 'theme-light',
  dark: 'theme-dark',
};

export const VIEW_MODE_CLASSES: Readonly<Record<ViewMode, string>> = {
  compact: 'view-compact',
  standard: 'view-standard',
};

/** The classes tokens.css reads from <body>: one for the theme, one for the density. */
export function bodyClassesFor(theme: ThemeName, viewMode: ViewMode): string[] {
  return [THEME_CLASSES[theme], VIEW_MODE_CLASSES[viewMode]];
}

/** Swaps the theme and density classes on an element, leaving its other classes alone. */
export function applyBodyClasses(element: HTMLElement, theme: ThemeName, viewMode: ViewMode): void {
  element.classList.remove(...Object.values(THEME_CLASSES), ...Object.values(VIEW_MODE_CLASSES));
  element.classList.add(...bodyClassesFor(theme, viewMode));
}
