import {
  COMMENT_STATUSES,
  commentStatusPath,
  localePath,
  type CommentStatus as Answer,
} from '@portfolio/content-rules';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Services } from '../../core/context';
import { AppError } from '../../core/errors';
import { Locale } from '../../core/locale';
import type { PlainRoute } from '../../core/module';
import { validateArgument } from '../../core/validation';
import { CommentStatus } from './comment.entities';
import { plainText } from './comments.service';
import { CommentInput } from './comments.types';

/**
 * The comment form without JavaScript: a POST to the post's own address and `/comments`, answered
 * with a 303 back to the post (`?yorum=…#yorumlar`, under its current slug), whose page says what
 * happened. The English page's form posts to its own address (/en/blog/{english slug}/comments)
 * and comes back to it; both pages show the same comments. A post the public cannot see (in
 * English, one without an English version) gets the site's shared not-found page.
 */

/** A redirect taken: the comment may have been stored. */
const TAKEN: Answer[] = ['bekliyor', 'yayinlandi'];
const taken = ({ status, location }: { status: number; location?: string }) =>
  status === 303 && TAKEN.some((answer) => location?.includes(`=${answer}#`));

const COMMENT_FORM_ROUTE: PlainRoute = {
  method: 'post',
  path: '/blog/:slug/comments',
  summary: `The comment form without JavaScript: 303 to the post's /blog/{slug}?yorum=… (${Object.keys(COMMENT_STATUSES).join(', ')}); a post the public cannot see, the not-found page (404)`,
  access: 'public',
  params: { slug: 'String!' },
  body: { name: 'String!', email: 'String!', text: 'String!', website: 'String' },
  form: true,
  answers: [],
  taken,
};

/** The form of each language's page: the Turkish one and the English one (`/en/blog/{english slug}/comments`). */
export const COMMENT_FORM_ROUTES: Record<Locale, PlainRoute> = {
  [Locale.TR]: COMMENT_FORM_ROUTE,
  [Locale.EN]: {
    ...COMMENT_FORM_ROUTE,
    path: localePath('en', COMMENT_FORM_ROUTE.path),
    summary: `The English post page's comment form without JavaScript: 303 to /en/blog/{english slug}?yorum=…; a post without a visible English version, the English not-found page (404)`,
  },
};

const FORM = 'application/x-www-form-urlencoded';

/** A form's field as a string ('' when absent or repeated). */
const field = (req: Request, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/** The slug of a post's page (`/blog/{slug}`, `/en/blog/{slug}`). */
const slugOf = (path: string) => decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));

/** The refusals the page shows as a message; anything else is the gateway's failure. */
function answerOf(error: unknown): Answer {
  if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return 'cok-fazla';
  if (error instanceof AppError && error.code === 'FORBIDDEN') return 'kapali';
  if (error instanceof AppError && error.code === 'BAD_USER_INPUT') return 'gecersiz';
  throw error;
}

export function commentsRouter(services: Services): Router {
  const router = express.Router();
  const address = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
  // A comment of 5 000 characters, each up to 12 bytes percent-encoded, and its three small fields.
  const body = express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 10 });

  const form = (locale: Locale) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      const item = await services.comments.find('post', String(req.params.slug), undefined, locale);
      if (!item) {
        // The site's shared not-found page, as a GET of the same address gets it (site/router.ts).
        req.method = 'GET';
        return next();
      }
      const see = (answer: Answer) =>
        res
          .set('Cache-Control', 'no-store')
          .redirect(303, localePath(locale, commentStatusPath(slugOf(item.path), answer)));
      try {
        if (!req.is(FORM)) return see('gecersiz');
        const input = Object.assign(new CommentInput(), {
          name: field(req, 'name'),
          email: field(req, 'email'),
          // A textarea sends its line breaks as CRLF: counted as the page counts them, one each.
          text: plainText(field(req, 'text')),
          website: field(req, 'website') || null,
        });
        await validateArgument(input, CommentInput as never, undefined as never);
        const added = await services.comments.add(item.id, input, address(req));
        see(added.status === CommentStatus.APPROVED ? 'yayinlandi' : 'bekliyor');
      } catch (error) {
        see(answerOf(error));
      }
    } catch (error) {
      next(error);
    }
  };
  for (const locale of [Locale.TR, Locale.EN]) router.post(COMMENT_FORM_ROUTES[locale].path, body, form(locale));

  return router;
}
