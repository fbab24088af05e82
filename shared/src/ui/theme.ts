import { create } from 'zustand';
import { STORAGE_KEYS } from '@switchboard/shared/contracts';
import { pageWide } from './page-wide.js';

export type ThemeMode = 'light' | 'dark';

function readTheme(): ThemeMode {
  try {
    return localStorage.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export interface ThemeState {
  theme: ThemeMode;
  setTheme: (theme: ThemeMode) => void;
}

/**
 * The chosen colour theme, kept in localStorage under `theme` (the hub's dark/light toggle, the profile
 * page's choice). One store in the page: a choice made in the shell reaches the remotes' screens at once.
 */
export const useThemeMode = pageWide('ui.theme', () =>
  create<ThemeState>()((set) => ({
    theme: readTheme(),
    setTheme: (theme) => {
      try {
        localStorage.setItem(STORAGE_KEYS.theme, theme);
      } catch {
        // storage blocked: the choice still applies to this page
      }
      set({ theme });
    },
  })),
);
