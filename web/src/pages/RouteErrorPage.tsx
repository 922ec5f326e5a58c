import { SimplePage } from '../components/SimplePage';

/** Shown when a route fails to render (including a page's code failing to load). */
export function RouteErrorPage() {
  return (
    <SimplePage title="Unexpected Application Error!" documentTitle="Error">
      <p className="text-muted">Something broke while showing this page. Reloading usually helps.</p>
    </SimplePage>
  );
}
