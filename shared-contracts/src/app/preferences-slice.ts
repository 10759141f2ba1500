import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ViewMode } from './routing.ts';

export type ThemeName = 'light' | 'dark';

export interface PreferencesState {
  theme: ThemeName;
  /** null until the user or their role chooses one. */
  viewMode: ViewMode | null;
  viewModeHintSeen: boolean;
}

export const defaultPreferences: PreferencesState = {
  theme: 'light',
  viewMode: null,
  viewModeHintSeen: false,
};

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: defaultPreferences,
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'light' ? 'dark' : 'light';
    },
    viewModeChosen(state, action: PayloadAction<ViewMode>) {
      state.viewMode = action.payload;
    },
    viewModeDefaulted(state, action: PayloadAction<ViewMode>) {
      state.viewMode ??= action.payload;
    },
    viewModeHintSeen(state) {
      state.viewModeHintSeen = true;
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectViewMode: (state) => state.viewMode ?? 'standard',
    selectViewModeHintSeen: (state) => state.viewModeHintSeen,
  },
});

export const { themeToggled, viewModeChosen, viewModeDefaulted, viewModeHintSeen } =
  preferencesSlice.actions;
export const { selectTheme, selectViewMode, selectViewModeHintSeen } = preferencesSlice.selectors;
