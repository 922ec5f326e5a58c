import { nextPreference } from './theme-store';
import { useTheme } from './useTheme';
import { MonitorIcon, MoonIcon, SunIcon } from '../components/icons';

const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** One button that cycles dark → light → system. Its name says the current and next theme. */
export function ThemeToggle() {
  const { preference, setPreference } = useTheme();
  const next = nextPreference(preference);
  const Icon = ICONS[preference];
  return (
    <button
      type="button"
      onClick={() => setPreference(next)}
      aria-label={`Theme: ${preference}. Switch to ${next} theme`}
      title={`Theme: ${preference}`}
      className="inline-flex size-10 items-center justify-center rounded-md text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-text"
    >
      <Icon className="size-5" />
    </button>
  );
}
