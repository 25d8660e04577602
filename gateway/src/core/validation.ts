import 'reflect-metadata';
import type { TextRule } from '@portfolio/content-rules';
import {
  IsNotEmpty,
  Matches,
  validate,
  ValidateBy,
  type ValidationError,
  type ValidationOptions,
} from 'class-validator';
import type { ValidatorFn } from 'type-graphql';
import { badInput } from './errors';

const TRIMMED = Symbol('trimmed fields');
const MULTI_LINE = Symbol('multi-line fields');

function mark(key: symbol): PropertyDecorator {
  return (target, property) => {
    const fields: Array<string | symbol> = Reflect.getMetadata(key, target) ?? [];
    Reflect.defineMetadata(key, [...fields, property], target);
  };
}

const marked = (key: symbol, value: object): Array<string | symbol> => Reflect.getMetadata(key, value) ?? [];

/** Marks a string (or string[]) input field to be trimmed before it is validated and used. */
export const Trim = () => mark(TRIMMED);

/** Marks a string input field that may hold line breaks and tabs (a textarea, HTML). */
export const MultiLine = () => mark(MULTI_LINE);

function trim(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(trim);
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string | symbol, unknown>;
  for (const field of marked(TRIMMED, value)) {
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

/**
 * A shared text rule (@portfolio/content-rules) as class-validator decorators, reported in the
 * order the frontend's `checkText` checks them: required, then min, max, pattern. class-validator
 * reports the decorator registered last first (see `firstMessage`), so they register in reverse.
 */
export function Rules(rule: TextRule): PropertyDecorator {
  return (target, property) => {
    if (rule.pattern) Matches(rule.pattern, { message: rule.invalid })(target, property);
    MaxLength(rule.max, { message: rule.tooLong })(target, property);
    if (rule.min !== undefined) MinLength(rule.min, { message: rule.tooShort })(target, property);
    if (rule.required) IsNotEmpty({ message: rule.required })(target, property);
  };
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

export const LONE_SURROGATE = 'Metin bozuk bir Unicode karakteri (eşi olmayan vekil karakter) içeriyor';
export const LINE_BREAK = 'Bu alan tek satır olmalıdır: satır sonu ve sekme kullanılamaz';
export const CONTROL_CHARACTER = 'Metinlerde kontrol karakterleri (ör. NUL) kullanılamaz';

/**
 * Refuses text that SQLite and MySQL would store differently, or that no form can produce: a lone
 * surrogate (not well-formed UTF-16: SQLite stores U+FFFD instead) and control characters (NUL
 * and the rest of C0, DEL, C1). Tab, line feed and carriage return are text in multi-line fields
 * only. Every string of every argument passes here: input fields, ids, login, tags.
 */
function checkText(value: unknown, multiLine = false): void {
  if (typeof value === 'string') {
    if (/\p{Cs}/u.test(value)) throw badInput(LONE_SURROGATE);
    if (!multiLine && /[\t\n\r]/.test(value)) throw badInput(LINE_BREAK);
    if (/[^\P{Cc}\t\n\r]/u.test(value)) throw badInput(CONTROL_CHARACTER);
  } else if (Array.isArray(value)) {
    for (const item of value) checkText(item, multiLine);
  } else if (typeof value === 'object' && value !== null && !(value instanceof Date) && !(value instanceof Promise)) {
    // A Promise is an upload (the Upload scalar's value): its file name is never stored.
    const multiLineFields = marked(MULTI_LINE, value);
    for (const [field, nested] of Object.entries(value)) checkText(nested, multiLineFields.includes(field));
  }
}

/**
 * A text argument that is a whole file of lines (a CSV): checked as a multi-line field is, in place
 * of `validateArgument` (`@Arg(name, () => String, { validateFn: validateMultiLineArgument })`).
 */
export const validateMultiLineArgument: ValidatorFn = async (value) => checkText(value, true);

/**
 * Every argument of every operation passes here (TypeGraphQL's validateFn): marked fields are
 * trimmed, every string is checked by `checkText`, then class-validator checks the rules, and the
 * first broken rule's Turkish message becomes a BAD_USER_INPUT error.
 */
export const validateArgument: ValidatorFn = async (value) => {
  trim(value);
  checkText(value);
  if (typeof value !== 'object' || value === null || value instanceof Date) return;
  const values = Array.isArray(value) ? value : [value];
  for (const item of values) {
    if (typeof item !== 'object' || item === null) continue;
    const errors = await validate(item, { forbidUnknownValues: false, validationError: { target: false } });
    // class-validator checks a class's own fields before those it inherits (BlogInput's summary
    // before the title of the fields it shares with BlogDraftInput): the message is the first
    // field's in the order the input holds them, which is the order the schema declares them.
    const order = Object.keys(item);
    const rank = (error: ValidationError) =>
      order.includes(error.property) ? order.indexOf(error.property) : order.length;
    const message = firstMessage([...errors].sort((a, b) => rank(a) - rank(b)));
    if (message) throw badInput(message);
  }
};
