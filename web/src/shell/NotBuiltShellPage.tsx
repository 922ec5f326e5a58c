import { ShellPage } from './ShellPage';

/** A signed-in screen this build does not implement yet. */
export default function NotBuiltShellPage({ name }: { name: string }) {
  return (
    <ShellPage title={name}>
      <p className="text-muted">{name} is not built yet.</p>
    </ShellPage>
  );
}
