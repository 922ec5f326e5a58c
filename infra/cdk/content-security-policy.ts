export interface CspOrigins {
  /** The media bucket's endpoint: presigned POST uploads, presigned GET images and videos. */
  readonly media: string;
  /** Cognito's regional endpoint, which the sign-in library calls directly. */
  readonly cognito: string;
}

/**
 * The SPA's Content-Security-Policy: its own scripts only, API calls to its own origin (CloudFront
 * forwards /api/*), and the two AWS endpoints the browser talks to directly.
 */
export function contentSecurityPolicy(origins: CspOrigins): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Toasts and component libraries inject <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', origins.media],
    'media-src': ["'self'", 'blob:', origins.media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", origins.cognito, origins.media],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
