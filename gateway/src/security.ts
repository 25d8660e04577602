import { VIDEO_ORIGINS } from '@portfolio/content-rules';
import helmet from 'helmet';

/** CONTRACT.md "Browser security policy", exactly; frame-src is the players a post may embed. */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': VIDEO_ORIGINS,
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** Security headers on every response (helmet: maintained, and it drops X-Powered-By). */
export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // The site embeds YouTube/Vimeo players, which do not send CORP headers.
    crossOriginEmbedderPolicy: false,
  });
