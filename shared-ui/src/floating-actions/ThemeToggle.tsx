import { IconButton } from '../icon-button/IconButton.tsx';
import { MoonIcon, SunIcon } from '../icons/icons.tsx';
import type { ThemeName } from '../theme/body-classes.ts';

export interface ThemeToggleProps {
  theme: ThemeName;
  onToggle: () => void;
  /** Names of the action, by the theme it switches to. */
  labels?: Record<ThemeName, string>;
}

const defaultLabels: Record<ThemeName, string> = {
  dark: 'Switch to dark theme',
  light: 'Switch to light theme',
};

/** Shows the theme it switches to: a moon in light theme, a sun in dark theme. */
export function ThemeToggle({ theme, onToggle, labels = defaultLabels }: ThemeToggleProps) {
  const next: ThemeName = theme === 'light' ? 'dark' : 'light';
  return (
    <IconButton
      variant="secondary"
      label={labels[next]}
      icon={next === 'dark' ? <MoonIcon /> : <SunIcon />}
      tooltipSide="left"
      onClick={onToggle}
      className="ui-floating-actions__button"
    />
  );
}
