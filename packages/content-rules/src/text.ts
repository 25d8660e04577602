/**
 * A text field's rules and their Turkish messages, and the one check that applies them: the
 * frontend's forms call `checkText`, the gateway's inputs turn the same rule into decorators
 * (gateway/src/core/validation.ts `Rules`). Values are trimmed first, as both do.
 */
export type TextRule = {
  /** The message for an empty value; without it the field may be empty. */
  required?: string;
  min?: number;
  tooShort?: string;
  max: number;
  tooLong: string;
  /** A pattern a non-empty value must match. */
  pattern?: RegExp;
  invalid?: string;
};

export const tooLong = (label: string, max: number) => `${label} en fazla ${max} karakter olabilir`;
export const tooShort = (label: string, min: number) => `${label} en az ${min} karakter olmalıdır`;
export const tooMany = (what: string, max: number) => `En fazla ${max} ${what} eklenebilir`;

/** One text rule: the message of the first broken rule (required, min, max, pattern), or undefined. */
export function checkText(rule: TextRule, input: string): string | undefined {
  const value = input.trim();
  if (value === '') return rule.required;
  if (rule.min !== undefined && value.length < rule.min) return rule.tooShort;
  if (value.length > rule.max) return rule.tooLong;
  if (rule.pattern && !rule.pattern.test(value)) return rule.invalid;
  return undefined;
}

/** Every field of a form → the message of each field that breaks a rule (none: `{}`). */
export function checkForm<K extends string>(
  rules: Record<K, TextRule>,
  form: Record<K, string>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of Object.keys(rules) as K[]) {
    const message = checkText(rules[field], form[field]);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/** A list's rules: how many entries, how long each. */
export type ListRule = { max: number; tooMany: string; itemMax: number; itemTooLong: string };

/** docs/product/admin.md#blog-form lists (tags, technologies): split on commas, trimmed, empty entries dropped. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Entries split on commas (`splitList`), then duplicates dropped, ignoring case (as Turkish does). */
export function normalizeList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of values.flatMap(splitList)) {
    const key = item.toLocaleLowerCase('tr-TR');
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}

/** A normalised list against its rule: the message of the broken rule, or undefined. */
export function checkList(rule: ListRule, items: readonly string[]): string | undefined {
  if (items.length > rule.max) return rule.tooMany;
  if (items.some((item) => item.length > rule.itemMax)) return rule.itemTooLong;
  return undefined;
}
