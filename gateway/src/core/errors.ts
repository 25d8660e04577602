/**
 * The error codes of docs/api.md#error-codes and their Turkish default messages. Services throw
 * AppError; `formatError` turns it (and every library error) into
 * `{ message, extensions: { code } }`, and only the doors turn codes into HTTP statuses (STATUS
 * below).
 */
export const ERROR_CODES = {
  BAD_USER_INPUT: 'Geçersiz istek.',
  UNAUTHENTICATED: 'Oturum açmanız gerekiyor.',
  TWO_FACTOR_REQUIRED:
    'Doğrulama kodu gerekli: kimlik doğrulama uygulamanızdaki 6 haneli kodu ya da bir kurtarma kodunu girin.',
  FORBIDDEN: 'Bu işlem için admin yetkisi gereklidir.',
  NOT_FOUND: 'Kayıt bulunamadı.',
  /** A write made against a version that someone else has replaced since (optimistic concurrency). */
  CONFLICT: 'Kayıt siz düzenlerken değişti.',
  PAYLOAD_TOO_LARGE: 'İstek çok büyük.',
  UNSUPPORTED_MEDIA_TYPE: 'Desteklenmeyen dosya türü.',
  TOO_MANY_REQUESTS: 'Çok fazla istek gönderdiniz. Lütfen daha sonra tekrar deneyin.',
  /** A GraphQL request that relies on automatic persisted queries, which this server does not keep. */
  PERSISTED_QUERY_NOT_SUPPORTED: 'Kalıcı sorgular (persisted queries) desteklenmiyor: sorgunun metnini gönderin.',
  /** A GraphQL subscription: the schema has none. */
  OPERATION_NOT_SUPPORTED: 'Abonelik (subscription) işlemleri desteklenmiyor: query ya da mutation gönderin.',
  INTERNAL_SERVER_ERROR: 'Bir hata oluştu. Lütfen tekrar deneyin.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** docs/api.md#error-codes: error code → HTTP status, for the REST facade and for failures before GraphQL runs. */
export const STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  TWO_FACTOR_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  OPERATION_NOT_SUPPORTED: 400,
  INTERNAL_SERVER_ERROR: 500,
};

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
/** docs/api.md#who-may-do-what: what only the admin may do or read, asked by anyone else (signed in or not). */
export const forbidden = (message: string = ERROR_CODES.FORBIDDEN) => new AppError('FORBIDDEN', message);

export const BODY_TOO_LARGE = 'İstek çok büyük (en fazla 1 MB).';

/**
 * A failure before GraphQL runs — a body too large, malformed JSON or multipart, a refused upload
 * stream — as the code, Turkish message and status that both doors answer with. Our own AppErrors
 * keep theirs; body-parser's errors carry `status` and `type`.
 */
export function transportFailure(error: unknown): { status: number; code: ErrorCode; message: string } {
  if (error instanceof AppError) return { status: STATUS[error.code], code: error.code, message: error.message };
  const { status = 500, type } = error as { status?: number; type?: string };
  if (status === 413) return { status, code: 'PAYLOAD_TOO_LARGE', message: BODY_TOO_LARGE };
  if (type === 'entity.parse.failed')
    return { status: 400, code: 'BAD_USER_INPUT', message: 'İstek gövdesi geçerli bir JSON değil.' };
  if (status === 415)
    return {
      status,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'İstek gövdesinin kodlaması desteklenmiyor: UTF-8 gönderin.',
    };
  // A hashed file the build no longer has (a page from before a deploy asking for its old script).
  if (status === 404) return { status, code: 'NOT_FOUND', message: 'Dosya bulunamadı.' };
  if (status >= 400 && status < 500)
    return { status: 400, code: 'BAD_USER_INPUT', message: ERROR_CODES.BAD_USER_INPUT };
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: ERROR_CODES.INTERNAL_SERVER_ERROR };
}
