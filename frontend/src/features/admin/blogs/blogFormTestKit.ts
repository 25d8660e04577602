import { screen } from '@testing-library/react';
import { type Editor } from '@tiptap/react';
import { expect } from 'vitest';
import {
  AdminBlogDocument,
  type AdminBlogQuery as BlogData,
  AdminCreateBlogDocument,
  AdminUpdateBlogDocument,
} from '../../../gql/admin/graphql';
import { type Mock } from '../../../test/render';
import { renderAdminScreen } from '../../../test/admin';
import { adminPath } from '../paths';

/** What the blog form's suites share: a post, its mocks, the fields by their labels, and typing a new post. */
export type Post = NonNullable<BlogData['blog']>;

export const post: Post = {
  id: 'p1',
  title: 'React 19 Yenilikleri',
  slug: 'react-19-yenilikleri',
  shortDescription: 'Derleyici ve sunucu bileşenleri',
  content: '<h2>Giriş</h2><p>Merhaba <strong>dünya</strong></p>',
  tags: ['react', 'web'],
  publishDate: '2026-11-21T12:00:00.000Z',
  status: 'PUBLISHED',
  mailSubscribers: true,
  commentsOpen: true,
  updatedAt: '2026-11-22T09:30:00.000Z',
  pendingEdit: null,
  english: null,
};

export const saved = { ...post, __typename: 'BlogPost' };

export const blogMock = (value: Post | null, extra: Partial<Mock> = {}): Mock => ({
  request: { query: AdminBlogDocument, variables: { id: 'p1' } },
  result: { data: { blog: value && { __typename: 'BlogPost', ...value } } },
  ...extra,
});

export type Input = {
  title: string;
  slug: string | null;
  shortDescription: string;
  content: string;
  tags: string[];
  status: 'PUBLISHED' | 'DRAFT';
  mailSubscribers: boolean;
  commentsOpen: boolean;
  /** Issue 50: the English version, or null for none. */
  english: { title: string; slug: string | null; shortDescription: string; content: string } | null;
  publishDate?: string;
};
export const createRequest = (input: Input) => ({ query: AdminCreateBlogDocument, variables: { input } });
export const updateRequest = (input: Input, expected = post.updatedAt) => ({
  query: AdminUpdateBlogDocument,
  variables: { id: 'p1', input, expected },
});

/** The edited post sent back as it was loaded. */
export const typedEdit = {
  title: post.title,
  slug: post.slug,
  shortDescription: post.shortDescription,
  content: post.content,
  tags: post.tags,
  mailSubscribers: true,
  commentsOpen: true,
  english: null,
};

export const NEW = { route: adminPath('blogs', 'new'), path: adminPath('blogs', 'new') };
export const EDIT = { route: adminPath('blogs', 'edit', 'p1'), path: adminPath('blogs', 'edit', ':id') };

export const title = () => screen.getByLabelText('Başlık *');
export const slug = () => screen.getByLabelText('Bağlantı adresi');
export const shortDescription = () => screen.getByLabelText('Kısa Açıklama *');
export const tags = () => screen.getByLabelText('Etiketler');
export const publishAt = () => screen.getByLabelText('Yayın tarihi');
export const content = () => screen.getByRole('textbox', { name: 'İçerik *' });
export const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

export const typed: Input = {
  title: 'Yeni yazı',
  slug: null,
  shortDescription: 'Kısa açıklama',
  content: '<p>İçerik metni</p>',
  tags: ['react', 'graph ql', 'web'],
  status: 'PUBLISHED',
  mailSubscribers: true,
  commentsOpen: true,
  english: null,
};

export type User = ReturnType<typeof renderAdminScreen>['user'];

/** The 'Abonelere gönder' field's own reads (issue 47): not what the form saves. */
const MAILING_READS = new Set(['AdminSubscriberSettings', 'AdminPostMailing']);

/** The names of the operations the form sent, in order, without the mailing field's reads. */
export const formOperations = (operations: ReadonlyArray<{ name?: string }>) =>
  operations.map(({ name }) => name).filter((name) => !MAILING_READS.has(name!));

/**
 * Presses a publish button (Oluştur, Güncelle, Zamanla) of a post with text and no image: it
 * publishes at once, as docs/product/admin.md#blog-form says (issue 43; a post without an image is
 * normal).
 */
export async function publish(user: User, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

export async function fillNewPost(user: ReturnType<typeof renderAdminScreen>['user']) {
  await user.type(title(), '  Yeni yazı ');
  await user.type(shortDescription(), 'Kısa açıklama');
  editorOf(content()).commands.setContent('<p>İçerik metni</p>', { emitUpdate: true });
  await user.type(tags(), ' react, graph ql ,, web , ');
}
