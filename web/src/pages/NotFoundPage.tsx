import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SimplePage } from '../components/SimplePage';

export const NOT_FOUND_HEADING = 'Oops! Page not found';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return (
    <SimplePage
      title={NOT_FOUND_HEADING}
      documentTitle="Page not found"
      lead={
        <p className="text-7xl font-bold text-accent-text" aria-hidden="true">
          404
        </p>
      }
    >
      <p className="text-muted">The page you asked for does not exist.</p>
    </SimplePage>
  );
}
