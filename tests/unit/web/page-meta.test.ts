// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageMeta, DEFAULT_DESCRIPTION, organizationStructuredData } from '../../../web/src/components/page-meta';

const meta = (key: string) =>
  document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('page metadata', () => {
  it('sets the title with the product suffix, description, keywords and social-card tags', () => {
    applyPageMeta({ title: 'Scripts', description: 'Your scripts.', keywords: ['scripts', 'scenes'], image: '/card.png' });
    expect(document.title).toBe('Scripts | Greenroom');
    expect(meta('description')).toBe('Your scripts.');
    expect(meta('keywords')).toBe('scripts, scenes');
    expect(meta('robots')).toBeNull();
    expect(meta('og:title')).toBe('Scripts | Greenroom');
    expect(meta('og:description')).toBe('Your scripts.');
    expect(meta('og:image')).toBe(`${location.origin}/card.png`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe('Scripts | Greenroom');
  });

  it('noindex adds robots; the next page without it removes robots, keywords and image again', () => {
    applyPageMeta({ title: 'Dashboard', noindex: true, keywords: ['x'], image: '/a.png' });
    expect(meta('robots')).toBe('noindex, nofollow');
    applyPageMeta({ title: null });
    expect(document.title).toBe('Greenroom');
    expect(meta('robots')).toBeNull();
    expect(meta('keywords')).toBeNull();
    expect(meta('og:image')).toBeNull();
    expect(meta('twitter:card')).toBe('summary');
    expect(meta('description')).toBe(DEFAULT_DESCRIPTION);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('writes JSON-LD for the educational organisation with the site search', () => {
    applyPageMeta({ title: 'Home', structuredData: organizationStructuredData('https://greenroom.example') });
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data['@type']).toBe('EducationalOrganization');
    expect(data.potentialAction.target.urlTemplate).toBe('https://greenroom.example/search?q={search_term_string}');
    applyPageMeta({ title: 'Other' });
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
