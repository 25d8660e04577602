import pino, { type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/**
 * Structured JSON logs; on a developer's terminal they are pretty-printed when pino-pretty
 * (a dev dependency) is installed. Secrets never reach the log.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'production'>): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash'],
  };
  if (!config.production && process.stdout.isTTY && canResolve('pino-pretty')) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } });
  }
  return pino(options);
}

function canResolve(name: string): boolean {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}
