import { COMMENT_STATUSES, commentStatusPath, type CommentStatus as Answer } from '@portfolio/content-rules';
import express, { type Request, type Response, type Router } from 'express';
import type { Services } from '../../core/context';
import { AppError } from '../../core/errors';
import type { PlainRoute } from '../../core/module';
import { validateArgument } from '../../core/validation';
import { CommentStatus } from './comment.entities';
import { plainText } from './comments.service';
import { CommentInput } from './comments.types';

/**
 * The comment form without JavaScript: a POST to the post's own address and `/comments`, answered
 * with a 303 back to the post (`?yorum=…#yorumlar`, under its current slug), whose page says in
 * Turkish what happened. A post the public cannot see gets the site's shared not-found page.
 */

/** A redirect taken: the comment may have been stored. */
const TAKEN: Answer[] = ['bekliyor', 'yayinlandi'];
const taken = ({ status, location }: { status: number; location?: string }) =>
  status === 303 && TAKEN.some((answer) => location?.includes(`=${answer}#`));

export const COMMENT_FORM_ROUTE: PlainRoute = {
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

const FORM = 'application/x-www-form-urlencoded';

/** A form's field as a string ('' when absent or repeated). */
const field = (req: Request, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/** The slug of a post's page (`/blog/{slug}`). */
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

  router.post(COMMENT_FORM_ROUTE.path, body, async (req, res: Response, next) => {
    try {
      const item = await services.comments.find('post', String(req.params.slug));
      if (!item) {
        // The site's shared not-found page, as a GET of the same address gets it (site/router.ts).
        req.method = 'GET';
        return next();
      }
      const see = (answer: Answer) =>
        res.set('Cache-Control', 'no-store').redirect(303, commentStatusPath(slugOf(item.path), answer));
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
  });

  return router;
}
