import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import type { Case } from './case';
import type { Wire } from './client';
import { head } from './report';
import { toPlain, type RefKind } from './values';

/** What a write was given, read back from the request, against what it acknowledged. */

/** Fields the server rewrites by design (the sanitiser), so they are not compared with the input. */
const REWRITTEN = new Set(['content']);

/** The operation a GraphQL request runs and its variables, read back from what was sent. */
export function sentOperation(case_: Case, wire: Wire, ref: (kind: RefKind) => string) {
  let request: unknown;
  try {
    if (case_.body && 'multipart' in case_.body) {
      const part = case_.body.multipart.parts.find((p) => p.headers[0]?.includes('name="operations"'));
      request =
        part && typeof part.content === 'object' && 'json' in part.content
          ? toPlain(part.content.json, ref)
          : undefined;
    } else if (wire.method === 'POST' && wire.body) {
      request = JSON.parse(wire.body.toString('utf8'));
    }
  } catch {
    return undefined;
  }
  if (!request || typeof request !== 'object' || Array.isArray(request)) return undefined;
  const { query, variables, operationName } = request as Record<string, unknown>;
  if (typeof query !== 'string') return undefined;
  try {
    const operations = parse(query).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    const operation = operations.length === 1 ? operations[0] : operations.find((o) => o.name?.value === operationName);
    return operation && { operation, variables: (variables ?? {}) as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

/** A stored value against the input it came from: what the server acknowledged must be what it was given. */
export function echoProblems(type: GraphQLInputType, input: unknown, output: unknown, at: string): string[] {
  if (isNonNullType(type)) return echoProblems(type.ofType, input, output, at);
  if (input === null || input === undefined || output === undefined) return [];
  if (isListType(type)) {
    if (!Array.isArray(input) || !Array.isArray(output) || !isInputObjectType(getNamedType(type))) return [];
    if (input.length !== output.length) return [`${at}: ${input.length} sent, ${output.length} acknowledged`];
    return input.flatMap((item, i) => echoProblems(type.ofType, item, output[i], `${at}[${i}]`));
  }
  if (isInputObjectType(type)) {
    if (typeof input !== 'object' || typeof output !== 'object' || output === null) return [];
    const fields = type.getFields();
    return Object.keys(fields).flatMap((name) =>
      REWRITTEN.has(name)
        ? []
        : echoProblems(fields[name]!.type, (input as never)[name], (output as never)[name], `${at}.${name}`),
    );
  }
  if (type.name === 'DateTimeISO' && typeof input === 'string' && typeof output === 'string') {
    return Date.parse(input) === Date.parse(output) ? [] : [`${at}: ${input} sent, ${output} acknowledged`];
  }
  if (typeof input === 'string' && typeof output === 'string' && output !== input && output !== input.trim()) {
    return [`${at}: ${JSON.stringify(head(input, 60))} sent, ${JSON.stringify(head(output, 60))} acknowledged`];
  }
  return [];
}
