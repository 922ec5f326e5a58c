import { useEffect } from 'react';

export const PRODUCT_NAME = 'Greenroom';

/** Sets the document title, suffixed with the product name. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
