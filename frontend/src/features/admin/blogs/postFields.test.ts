import { describe, expect, it } from 'vitest';
import { fieldsOf, type Post } from './postFields';
import { post } from './blogFormTestKit';

/** Issue 50: the form opens a post's texts in both languages as the server holds them. */
describe('fieldsOf', () => {
  const english = {
    title: 'Published English',
    slug: 'published-english',
    shortDescription: 'Sum',
    content: '<p>A</p>',
  };
  const edited = { title: 'Edited English', slug: 'edited-english', shortDescription: 'Sum 2', content: '<p>B</p>' };

  it('opens the post’s English version', () => {
    expect(fieldsOf({ ...post, english } as Post)).toMatchObject({
      enTitle: 'Published English',
      enSlug: 'published-english',
      enContent: '<p>A</p>',
    });
  });

  it('opens a published post’s pending edit in both languages, its English text or none', () => {
    const pending = { ...post, savedAt: '2026-11-29T10:00:00.000Z', english: edited };
    expect(fieldsOf({ ...post, english, pendingEdit: pending } as Post)).toMatchObject({
      enTitle: 'Edited English',
      enSlug: 'edited-english',
      enShortDescription: 'Sum 2',
      enContent: '<p>B</p>',
    });
    expect(fieldsOf({ ...post, english, pendingEdit: { ...pending, english: null } } as Post)).toMatchObject({
      enTitle: '',
      enContent: '',
    });
  });
});
