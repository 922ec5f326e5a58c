import { useEffect } from 'react';
import { applyPageMeta, type PageMeta } from './page-meta';

/** Sets the page's title and metadata while the page is shown (again whenever they change). */
export function usePageMeta(meta: PageMeta): void {
  const serialized = JSON.stringify(meta);
  useEffect(() => applyPageMeta(JSON.parse(serialized) as PageMeta), [serialized]);
}
