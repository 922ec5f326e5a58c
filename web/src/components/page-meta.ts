/**
 * Page metadata: title (suffixed with the product name), description, keywords, robots noindex,
 * Open Graph and Twitter card tags, and optional JSON-LD structured data, written into <head>.
 */
export const PRODUCT_NAME = 'Greenroom';

export const DEFAULT_DESCRIPTION =
  'Greenroom is the acting-career toolkit for actors, musicians, speakers and filmmakers: AI self-tape analysis, an AI scene-partner reader, a script library, practice tracking, community and coaching.';

export interface PageMeta {
  title: string | null;
  description?: string;
  keywords?: readonly string[];
  noindex?: boolean;
  /** Absolute or root-relative URL of the social-card image. */
  image?: string;
  /** JSON-LD structured data for this page. */
  structuredData?: Record<string, unknown>;
}

const STRUCTURED_DATA_ID = 'page-structured-data';

export function documentTitleOf(title: string | null): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The site's organisation, with the site search the spec names (/search?q={term}). */
export function organizationStructuredData(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: PRODUCT_NAME,
    url: origin,
    description: DEFAULT_DESCRIPTION,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Sets `<meta {attribute}={key} content>`, or removes it when content is null. */
function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setStructuredData(data: Record<string, unknown> | undefined): void {
  document.getElementById(STRUCTURED_DATA_ID)?.remove();
  if (!data) return;
  // A data block, not a script that runs: the Content-Security-Policy does not apply to it.
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.id = STRUCTURED_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.head.append(script);
}

export function applyPageMeta(meta: PageMeta, location: Location = window.location): void {
  const title = documentTitleOf(meta.title);
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const image = meta.image ? new URL(meta.image, location.origin).toString() : null;
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('name', 'keywords', meta.keywords?.length ? meta.keywords.join(', ') : null);
  setMeta('name', 'robots', meta.noindex ? 'noindex, nofollow' : null);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:site_name', PRODUCT_NAME);
  setMeta('property', 'og:url', location.origin + location.pathname);
  setMeta('property', 'og:image', image);
  setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', description);
  setMeta('name', 'twitter:image', image);
  setStructuredData(meta.structuredData);
}
