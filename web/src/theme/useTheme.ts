import { useSyncExternalStore } from 'react';
import { getThemeSnapshot, setThemePreference, subscribeTheme, type ThemeSnapshot, type ThemePreference } from './theme-store';

export function useTheme(): ThemeSnapshot & { setPreference: (preference: ThemePreference) => void } {
  const snapshot = useSyncExternalStore(subscribeTheme, getThemeSnapshot, getThemeSnapshot);
  return { ...snapshot, setPreference: setThemePreference };
}
