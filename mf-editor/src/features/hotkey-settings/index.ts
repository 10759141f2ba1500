export { HotkeySettings } from './HotkeySettings.tsx';
