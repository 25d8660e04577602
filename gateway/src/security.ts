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

/**
 * Security headers on every response (helmet: maintained, and it drops X-Powered-By). `viteDev`
 * (`npm run dev` only, never in production) lets Vite's inline hot-reload preamble run.
 */
export const securityHeaders = ({ viteDev = false } = {}) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: viteDev
        ? { ...CONTENT_SECURITY_POLICY, 'script-src': ["'self'", "'unsafe-inline'"] }
        : CONTENT_SECURITY_POLICY,
    },
    // The site embeds YouTube/Vimeo players, which do not send CORP headers.
    crossOriginEmbedderPolicy: false,
  });
