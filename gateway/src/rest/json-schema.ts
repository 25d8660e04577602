import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  Kind,
  type GraphQLInputType,
  type GraphQLOutputType,
  type SelectionSetNode,
} from 'graphql';
import { READ_ONLY_FIELDS, restEnumValue } from '../core/rest-route';

/*
 * GraphQL's types as JSON Schema, for the OpenAPI document (openapi.ts): a write's body from an
 * input type, what a row answers from the selection set of its operation (REST's `_id` for `id`).
 */

export type JsonSchema = Record<string, unknown>;

const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTimeISO: { type: 'string', format: 'date-time' },
  Upload: { type: 'string', format: 'binary' },
};

const nullable = (schema: JsonSchema): JsonSchema =>
  typeof schema.type === 'string' ? { ...schema, type: [schema.type, 'null'] } : { anyOf: [schema, { type: 'null' }] };

function leaf(type: GraphQLScalarType | GraphQLEnumType): JsonSchema {
  return type instanceof GraphQLEnumType
    ? { type: 'string', enum: type.getValues().map((value) => restEnumValue(value.name)) }
    : (SCALARS[type.name] ?? {});
}

/** What GET answers with may be sent back: the facade drops these fields (at any depth) before the write. */
const READ_ONLY_PROPERTIES = Object.fromEntries(
  READ_ONLY_FIELDS.map((name) => [
    name,
    { readOnly: true, description: 'Yalnızca okunur: GET yanıtındaki değer geri gönderilebilir, yok sayılır.' },
  ]),
);

/** An input type as JSON Schema (the body of a write). */
export function requiredInput(type: GraphQLInputType): JsonSchema {
  if (type instanceof GraphQLNonNull) return requiredInput(type.ofType);
  if (type instanceof GraphQLList) return { type: 'array', items: inputOf(type.ofType) };
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.values(type.getFields());
    return {
      type: 'object',
      additionalProperties: false,
      ...(type.description ? { description: type.description } : {}),
      properties: {
        ...Object.fromEntries(
          fields.map((field) => [
            field.name,
            { ...inputOf(field.type), ...(field.description ? { description: field.description } : {}) },
          ]),
        ),
        ...READ_ONLY_PROPERTIES,
      },
      required: fields
        .filter((field) => field.type instanceof GraphQLNonNull && field.defaultValue === undefined)
        .map((field) => field.name),
    };
  }
  return leaf(type);
}

export const inputOf = (type: GraphQLInputType): JsonSchema =>
  type instanceof GraphQLNonNull ? requiredInput(type) : nullable(requiredInput(type));

/** The JSON Schema of what a selection set returns, with REST's `_id` for `id`. */
function outputOf(type: GraphQLOutputType, selections: SelectionSetNode | undefined): JsonSchema {
  if (type instanceof GraphQLNonNull) return requiredOutput(type.ofType, selections);
  return nullable(requiredOutput(type, selections));
}

export function requiredOutput(type: GraphQLOutputType, selections: SelectionSetNode | undefined): JsonSchema {
  if (type instanceof GraphQLNonNull) return requiredOutput(type.ofType, selections);
  if (type instanceof GraphQLList) return { type: 'array', items: outputOf(type.ofType, selections) };
  if (type instanceof GraphQLObjectType) {
    const fields = type.getFields();
    const properties: Record<string, JsonSchema> = {};
    for (const selection of selections?.selections ?? []) {
      if (selection.kind !== Kind.FIELD) continue;
      const field = fields[selection.name.value]!;
      properties[field.name === 'id' ? '_id' : field.name] = {
        ...outputOf(field.type, selection.selectionSet),
        ...(field.description ? { description: field.description } : {}),
      };
    }
    return { type: 'object', properties, required: Object.keys(properties) };
  }
  return leaf(getNamedType(type) as GraphQLScalarType | GraphQLEnumType);
}
