/** Shown while a session or a page's code loads. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-muted">
      Loading...
    </div>
  );
}
