import { describe, expect, it } from 'vitest';
import * as corpus from '../../../packages/content-rules/test/parity-corpus';
import { slugError } from '../features/admin/blogs/postFields';
import { fieldErrors, NO_ENGLISH } from '../features/admin/projects/projectFields';
import { contactEmailError } from '../features/admin/contact-info/ContactInfoPage';
import { validateContact } from '../features/contact/validation';

const named = (cases: corpus.ParityCase[]) => cases.map((entry) => [corpus.caseName(entry), entry] as const);

/** The frontend half of the parity corpus; gateway/test/content-rules-parity.test.ts is the other. */
describe('the forms accept and refuse what the gateway does, with its messages', () => {
  it.each(named(corpus.CONTACT_CASES))('contact form: %s', (_, { field, value, expected }) => {
    const errors = validateContact({ ...corpus.CONTACT_FORM, [field]: value });
    expect(errors).toEqual(expected === null ? {} : { [field]: expected });
  });

  it.each(named(corpus.CONTACT_INFO_CASES))('contact info: %s', (_, { field, value, expected }) => {
    const form = { ...corpus.CONTACT_INFO_FORM, [field]: value };
    expect(contactEmailError(form.email) ?? null).toBe(expected);
  });

  it.each(named(corpus.BLOG_SLUG_CASES))('blog form (editing): %s', (_, { field, value, expected }) => {
    const form = { ...corpus.BLOG_FORM, [field]: value };
    expect(slugError(form.slug, true) ?? null).toBe(expected);
  });

  it.each(named(corpus.PROJECT_CASES))('project form (editing): %s', (_, { field, value, expected }) => {
    const form = { ...corpus.PROJECT_FORM, content: '', cover: '', featured: false, ...NO_ENGLISH, [field]: value };
    const errors = fieldErrors(form, true);
    expect(errors).toEqual(expected === null ? {} : { [field]: expected });
  });
});
