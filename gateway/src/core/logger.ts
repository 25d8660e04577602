import type { RequestHandler } from 'express';
import pino, { type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/**
 * Structured logs. In production, JSON lines, for whatever collects them. Elsewhere, for the person
 * reading them: pretty-printed by pino-pretty (a dev dependency, so absent from the production image)
 * on a terminal and through a pipe alike (`npm start | tee`), coloured on a terminal only; JSON again
 * when it is not installed. Secrets never reach the log.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'production'>): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash'],
  };
  if (!config.production && config.logLevel !== 'silent' && canResolve('pino-pretty')) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  return pino(options);
}

/**
 * A message for the person who started the site, apart from the log and never inside it: plain
 * lines in a frame on standard output, so that it stands out among the log's lines.
 */
export function printNotice(lines: string[]): void {
  const width = Math.max(...lines.map((line) => [...line].length));
  const pad = (line: string) => line + ' '.repeat(width - [...line].length);
  const rule = '─'.repeat(width + 2);
  process.stdout.write(['', `┌${rule}┐`, ...lines.map((line) => `│ ${pad(line)} │`), `└${rule}┘`, '', ''].join('\n'));
}

function canResolve(name: string): boolean {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * One line per request, when its answer is sent: method, path, status and milliseconds (health
 * checks aside). Written directly rather than through pino-http, whose per-request child logger
 * and serialisers cost a quarter of a bare route's throughput.
 */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    if (req.url === '/healthz') return next();
    const start = performance.now();
    res.once('finish', () =>
      log.info(
        {
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: +(performance.now() - start).toFixed(1),
        },
        'İstek',
      ),
    );
    next();
  };
}
