import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** New page: scroll to the top, or to the element the hash names. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
