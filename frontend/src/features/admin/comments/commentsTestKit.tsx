import { screen, within } from '@testing-library/react';
import {
  AdminCommentsDocument,
  type CommentAction,
  CommentCountsDocument,
  type CommentStatus,
  ReplyToCommentDocument,
  UpdateCommentsDocument,
} from '../../../gql/admin/graphql';
import { renderAdminScreen } from '../../../test/admin';
import { type Mock } from '../../../test/render';
import CommentsPage, { PER_PAGE } from './CommentsPage';
import type { Comment } from './commentTexts';

/** What the 'Yorumlar' suites share: comments of each kind, their mocks, the cards' controls, the screen. */

const post = { __typename: 'CommentPost' as const, id: 'p1', title: 'React 19 Yenilikleri', path: '/blog/react-19' };

export const comment = (overrides: Partial<Comment> = {}): Comment => ({
  id: 'c1',
  kind: 'COMMENT',
  origin: 'SITE',
  status: 'PENDING',
  authorName: 'Ayşe Demir',
  authorEmail: 'ayse@example.com',
  authorUrl: null,
  authorPhoto: null,
  isOwner: false,
  parentId: null,
  text: 'Çok güzel bir yazı.\nTeşekkürler!',
  sourceUrl: null,
  createdAt: '2026-11-21T20:16:00.000Z',
  publishedAt: null,
  post,
  ...overrides,
});

export const ayse = comment();
export const mehmet = comment({
  id: 'c2',
  authorName: 'Mehmet Kaya',
  authorEmail: 'mehmet@example.com',
  text: 'Bir sorum var.',
  createdAt: '2026-11-20T08:05:00.000Z',
});
/** A reply another site sent (Webmention). */
export const remote = comment({
  id: 'c3',
  kind: 'REPLY',
  origin: 'WEBMENTION',
  authorName: 'Zeynep Ak',
  authorEmail: null,
  authorUrl: 'https://zeynep.example/',
  authorPhoto: 'https://zeynep.example/foto.jpg',
  sourceUrl: 'https://zeynep.example/notlar/1',
  text: 'Yazınıza kendi sitemden yanıt verdim.',
  createdAt: '2026-11-19T08:00:00.000Z',
  publishedAt: '2026-11-19T07:00:00.000Z',
});

export const countsMock = (pending = 2, approved = 5, spam = 1, extra: Partial<Mock> = {}): Mock => ({
  request: { query: CommentCountsDocument },
  result: { data: { commentCounts: { __typename: 'CommentCounts', pending, approved, spam } } },
  ...extra,
});

export const listRequest = (status: CommentStatus = 'PENDING', page = 1) => ({
  query: AdminCommentsDocument,
  variables: { status, page, perPage: PER_PAGE },
});

export const listMock = (
  items: Comment[],
  { status = 'PENDING', page = 1, pages = 1 }: { status?: CommentStatus; page?: number; pages?: number } = {},
  extra: Partial<Mock> = {},
): Mock => ({
  request: listRequest(status, page),
  result: {
    data: {
      adminComments: {
        __typename: 'AdminCommentPage',
        items: items.map((item) => ({ __typename: 'AdminComment', ...item })),
        total: items.length,
        page,
        perPage: PER_PAGE,
        pages,
      },
    },
  },
  ...extra,
});

export const updateRequest = (ids: string[], action: CommentAction) => ({
  query: UpdateCommentsDocument,
  variables: { ids, action },
});
export const updateMock = (ids: string[], action: CommentAction): Mock => ({
  request: updateRequest(ids, action),
  result: { data: { updateComments: ids.length } },
});

export const replyRequest = (id: string, text: string) => ({ query: ReplyToCommentDocument, variables: { id, text } });
export const replyMock = (id: string, text: string): Mock => ({
  request: replyRequest(id, text),
  result: {
    data: {
      replyToComment: {
        __typename: 'AdminComment',
        ...comment({
          id: 'r1',
          status: 'APPROVED',
          authorName: 'Deniz Yılmaz',
          authorEmail: null,
          isOwner: true,
          parentId: id,
          text,
        }),
      },
    },
  },
});

export const card = (name: string) => screen.getByRole('article', { name });
export const button = (name: string, label: string | RegExp) => within(card(name)).getByRole('button', { name: label });
export const names = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
export const tab = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Yorum durumları' })).getByRole('link', { name });

/** The screen at `route` (the counts asked for as many times as the mocks allow). */
export const renderPage = (mocks: Mock[], route = '/') =>
  renderAdminScreen(<CommentsPage />, { route, mocks: [...mocks, countsMock(2, 5, 1, { maxUsageCount: 20 })] });
