import { CombinedGraphQLErrors } from '@apollo/client/errors';

export const GENERIC_ERROR = 'Bir hata oluştu. Lütfen tekrar deneyin.';
export const TIMEOUT_ERROR = 'İstek zaman aşımına uğradı. Lütfen tekrar deneyin.';

/** The code the gateway gave the first error, if it answered at all. */
export function errorCode(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions?.code as string | undefined) : undefined;
}

/**
 * docs/product/README.md#requests-and-errors: the server's message if it sent one, else the
 * client's own (in Turkish), else the screen's fallback.
 */
export function errorText(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (error instanceof DOMException && error.name === 'TimeoutError') return TIMEOUT_ERROR;
  if (
    (error as { cause?: unknown })?.cause instanceof DOMException &&
    (error as { cause: DOMException }).cause.name === 'TimeoutError'
  ) {
    return TIMEOUT_ERROR;
  }
  return fallback;
}
