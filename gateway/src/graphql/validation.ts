import 'reflect-metadata';
import { validate, ValidateBy, type ValidationError, type ValidationOptions } from 'class-validator';
import type { ValidatorFn } from 'type-graphql';
import { badInput } from '../errors';

const TRIMMED = Symbol('trimmed fields');

/** Marks a string (or string[]) input field to be trimmed before it is validated and used. */
export function Trim(): PropertyDecorator {
  return (target, property) => {
    const fields: Array<string | symbol> = Reflect.getMetadata(TRIMMED, target) ?? [];
    Reflect.defineMetadata(TRIMMED, [...fields, property], target);
  };
}

function trim(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(trim);
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string | symbol, unknown>;
  for (const field of (Reflect.getMetadata(TRIMMED, value) ?? []) as Array<string | symbol>) {
    const current = record[field];
    if (typeof current === 'string') record[field] = current.trim();
    else if (Array.isArray(current))
      record[field] = current.map((item) => (typeof item === 'string' ? item.trim() : item));
  }
  for (const nested of Object.values(record)) trim(nested);
}

/*
 * Length rules count `value.length` (UTF-16 code units), the unit of CONTENT_LIMITS. class-validator's
 * own MaxLength/MinLength count with validator.js's `isLength`, which takes a surrogate pair, and
 * a character with its variation selector ('❤️' is U+2764 U+FE0F), for one: 200 '❤️' passed a
 * limit of 200 and MySQL's varchar(200) refused the 400 code points with a 500.
 */

/** At most `max` UTF-16 code units. */
export function MaxLength(max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxLength',
      constraints: [max],
      validator: { validate: (value) => typeof value === 'string' && value.length <= max },
    },
    options,
  );
}

/** At least `min` UTF-16 code units. */
export function MinLength(min: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'minLength',
      constraints: [min],
      validator: { validate: (value) => typeof value === 'string' && value.length >= min },
    },
    options,
  );
}

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    // class-validator lists a field's broken rules from the decorator nearest the property up;
    // the rule written first (e.g. "required" before "pattern") is the one to report.
    const message = Object.values(error.constraints ?? {}).at(-1) ?? firstMessage(error.children ?? []);
    if (message) return message;
  }
  return undefined;
}

/**
 * Every argument of every operation passes here (TypeGraphQL's validateFn): marked fields are
 * trimmed, then class-validator checks the rules, and the first broken rule's Turkish message
 * becomes a BAD_USER_INPUT error.
 */
export const validateArgument: ValidatorFn = async (value) => {
  if (typeof value !== 'object' || value === null || value instanceof Date) return;
  trim(value);
  const values = Array.isArray(value) ? value : [value];
  for (const item of values) {
    if (typeof item !== 'object' || item === null) continue;
    const errors = await validate(item, { forbidUnknownValues: false, validationError: { target: false } });
    const message = firstMessage(errors);
    if (message) throw badInput(message);
  }
};

/** Splits entries on commas, trims them, drops empties and duplicates (ignoring case). */
export function normalizeList(values: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values.flatMap((entry) => entry.split(','))) {
    const item = value.trim();
    const key = item.toLocaleLowerCase('tr-TR');
    if (!item || seen.has(key)) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}
