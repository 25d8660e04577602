/**
 * The error codes of CONTRACT.md and their Turkish default messages. Services throw AppError;
 * `formatError` turns it (and every library error) into `{ message, extensions: { code } }`, and
 * only the REST facade turns codes into HTTP statuses.
 */
export const ERROR_CODES = {
  BAD_USER_INPUT: 'Geçersiz istek.',
  UNAUTHENTICATED: 'Oturum açmanız gerekiyor.',
  TWO_FACTOR_REQUIRED:
    'Doğrulama kodu gerekli: kimlik doğrulama uygulamanızdaki 6 haneli kodu ya da bir kurtarma kodunu girin.',
  FORBIDDEN: 'Bu işlem için admin yetkisi gereklidir.',
  NOT_FOUND: 'Kayıt bulunamadı.',
  PAYLOAD_TOO_LARGE: 'İstek çok büyük.',
  UNSUPPORTED_MEDIA_TYPE: 'Desteklenmeyen dosya türü.',
  TOO_MANY_REQUESTS: 'Çok fazla istek gönderdiniz. Lütfen daha sonra tekrar deneyin.',
  INTERNAL_SERVER_ERROR: 'Bir hata oluştu. Lütfen tekrar deneyin.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CODES[code],
    /** Extra machine-readable details, e.g. `{ retryAfter: seconds }`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
