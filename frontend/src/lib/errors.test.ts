import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorCode, errorText, GENERIC_ERROR, TIMEOUT_ERROR } from './errors';

const graphQLErrors = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });
const timeout = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

describe('errorText (docs/product/README.md#requests-and-errors)', () => {
  it('has the generic fallback of docs/product/README.md#requests-and-errors', () => {
    expect(GENERIC_ERROR).toBe('Bir hata oluştu. Lütfen tekrar deneyin.');
    expect(errorText(new Error('Failed to fetch'))).toBe('Bir hata oluştu. Lütfen tekrar deneyin.');
    expect(errorText(undefined)).toBe('Bir hata oluştu. Lütfen tekrar deneyin.');
    expect(errorText('boom')).toBe('Bir hata oluştu. Lütfen tekrar deneyin.');
  });

  it("uses the server's message from a CombinedGraphQLErrors", () => {
    expect(errorText(graphQLErrors({ message: 'Blog bulunamadı.' }))).toBe('Blog bulunamadı.');
    expect(errorText(graphQLErrors({ message: 'Sunucu mesajı' }), 'Yedek')).toBe('Sunucu mesajı');
  });

  it('uses the first of several server errors', () => {
    expect(errorText(graphQLErrors({ message: 'Birinci' }, { message: 'İkinci' }))).toBe('Birinci');
  });

  it('falls back when the server sent an empty message', () => {
    expect(errorText(graphQLErrors({ message: '' }), 'Yedek')).toBe('Yedek');
    expect(errorText(graphQLErrors({ message: '' }))).toBe(GENERIC_ERROR);
  });

  it("uses the screen's fallback for network and other client errors", () => {
    expect(errorText(new TypeError('Failed to fetch'), 'Blog yazıları yüklenemedi')).toBe('Blog yazıları yüklenemedi');
    expect(errorText(new DOMException('aborted', 'AbortError'), 'Yedek')).toBe('Yedek');
  });

  it('says the request timed out, in Turkish, for a timeout', () => {
    expect(TIMEOUT_ERROR).toBe('İstek zaman aşımına uğradı. Lütfen tekrar deneyin.');
    expect(errorText(timeout())).toBe(TIMEOUT_ERROR);
    expect(errorText(timeout(), 'Yedek')).toBe(TIMEOUT_ERROR);
    expect(errorText(new Error('wrapped', { cause: timeout() }), 'Yedek')).toBe(TIMEOUT_ERROR);
  });
});

describe('errorCode', () => {
  it("returns the first server error's extensions.code", () => {
    expect(errorCode(graphQLErrors({ message: 'Çok fazla', extensions: { code: 'TOO_MANY_REQUESTS' } }))).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect(
      errorCode(
        graphQLErrors(
          { message: 'a', extensions: { code: 'BAD_USER_INPUT' } },
          { message: 'b', extensions: { code: 'TOO_MANY_REQUESTS' } },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it('is undefined without a code or without a server answer', () => {
    expect(errorCode(graphQLErrors({ message: 'kodsuz' }))).toBeUndefined();
    expect(errorCode(new Error('Failed to fetch'))).toBeUndefined();
    expect(errorCode(timeout())).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
  });
});
