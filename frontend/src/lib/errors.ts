import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { translator, type Locale } from '@portfolio/content-rules';

export const GENERIC_ERROR = translator('tr')('common.errorRetry');
export const TIMEOUT_ERROR = translator('tr')('common.timeout');

/** The code the gateway gave the first error, if it answered at all. */
export function errorCode(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions?.code as string | undefined) : undefined;
}

/**
 * docs/product/README.md#requests-and-errors: the server's message if it sent one, else the
 * client's own (in Turkish), else the screen's fallback. On an English page (`locale`), the API's
 * messages being Turkish, the client's own in English, else the screen's (English) fallback.
 */
export function errorText(error: unknown, fallback?: string, locale: Locale = 'tr'): string {
  const t = translator(locale);
  const otherwise = fallback ?? t('common.errorRetry');
  if (CombinedGraphQLErrors.is(error)) return (locale === 'tr' && error.errors[0]?.message) || otherwise;
  if (error instanceof DOMException && error.name === 'TimeoutError') return t('common.timeout');
  if (
    (error as { cause?: unknown })?.cause instanceof DOMException &&
    (error as { cause: DOMException }).cause.name === 'TimeoutError'
  ) {
    return t('common.timeout');
  }
  return otherwise;
}
