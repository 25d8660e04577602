import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { AppError, ERROR_CODES, type ErrorCode } from '../core/errors';
import type { Logger } from '../core/logger';

/** graphql-js and armor messages → Turkish (the English original stays in `detail` outside production). */
const TRANSLATIONS: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  // graphql-armor's limits and graphql-js's token limit also start with "Syntax Error".
  // graphql-query-complexity stops counting at 10 000 fields (cost.ts).
  [
    /limit of \d+ exceeded|more th(?:an|at) \d+ tokens|maximum allowed number of nodes/i,
    () => 'Sorgu izin verilen sınırları aşıyor.',
  ],
  [/^Syntax Error/, () => 'Geçersiz sorgu: sözdizimi hatası.'],
  [/Cannot query field "([^"]+)"/, (m) => `Bilinmeyen alan: ${m[1]}.`],
  [/Field "([^"]+)" is not defined by type/, (m) => `Bilinmeyen alan: ${m[1]}.`],
  [/Unknown argument "([^"]+)"/, (m) => `Bilinmeyen argüman: ${m[1]}.`],
  [/Field "([^"]+)" of required type "[^"]+" was not provided/, (m) => `Zorunlu alan eksik: ${m[1]}.`],
  [/Variable "\$([^"]+)" of required type "[^"]+" was not provided/, (m) => `Zorunlu değer eksik: ${m[1]}.`],
  [/argument "([^"]+)" of type "[^"]+" is required/, (m) => `Zorunlu argüman eksik: ${m[1]}.`],
  [/Argument "([^"]+)" of non-null type "[^"]+" must not be null/, (m) => `Zorunlu argüman boş olamaz: ${m[1]}.`],
  [/got invalid value .* at "([^"]+)"/, (m) => `Geçersiz değer: ${m[1]}.`],
  [/Variable "\$([^"]+)" got invalid value/, (m) => `Geçersiz değer: ${m[1]}.`],
  [/Must provide query string|must provide a query/i, () => 'Sorgu eksik.'],
];

function translate(message: string): string {
  for (const [pattern, text] of TRANSLATIONS) {
    const match = pattern.exec(message);
    if (match) return text(match);
  }
  return ERROR_CODES.BAD_USER_INPUT;
}

/** Codes graphql-js and Apollo give to a request that is malformed or does not fit the schema. */
const REQUEST_ERRORS = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Our own error, however deep Apollo or graphql-js wrapped it. */
function appError(error: unknown): AppError | undefined {
  for (let current = error; current; current = (current as { originalError?: unknown }).originalError) {
    if (current instanceof AppError) return current;
  }
  return undefined;
}

/**
 * The one place where failures get the code of docs/api.md#error-codes and a Turkish message, for
 * /graphql and (through the same execution) for the REST facade.
 */
export function createFormatError(log: Logger, production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = appError(error) ?? unwrapResolverError(error);
    const base = { locations: formatted.locations, path: formatted.path };
    const result = (code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLFormattedError => ({
      ...base,
      message,
      extensions: { code, ...extra },
    });

    if (original instanceof AppError) return result(original.code, original.message, original.details);

    const code = String(formatted.extensions?.code ?? '');
    if (code === 'PERSISTED_QUERY_NOT_SUPPORTED')
      return result('PERSISTED_QUERY_NOT_SUPPORTED', ERROR_CODES.PERSISTED_QUERY_NOT_SUPPORTED);
    // TypeGraphQL's own auth errors (our authChecker throws AppError first; kept as a safety net).
    if (code === 'UNAUTHENTICATED') return result('UNAUTHENTICATED', ERROR_CODES.UNAUTHENTICATED);
    if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN') return result('FORBIDDEN', ERROR_CODES.FORBIDDEN);
    if (REQUEST_ERRORS.has(code) || (code === 'INTERNAL_SERVER_ERROR' && /^Variable "\$/.test(formatted.message))) {
      return result('BAD_USER_INPUT', translate(formatted.message), production ? {} : { detail: formatted.message });
    }
    log.error({ err: original }, 'GraphQL isteğinde beklenmeyen hata');
    return result('INTERNAL_SERVER_ERROR', ERROR_CODES.INTERNAL_SERVER_ERROR);
  };
}
