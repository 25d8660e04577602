import { COMMENT_STATUSES, COMMENT_TEXTS, type CommentStatus } from '@portfolio/content-rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INJECTION } from '../../../../gateway/test/support/hostile/values';
import { commentThread, publicComment, renderWithProviders, type CommentThread } from '../../test/render';
import { CommentsSection } from './CommentsSection';
import { CommentText } from './CommentText';

const post = { id: 'p1', slug: 'ilk-yazi' };

const renderSection = (thread: CommentThread, notice: CommentStatus | null = null) =>
  renderWithProviders(<CommentsSection post={post} thread={thread} notice={notice} />);

const section = () => document.getElementById('yorumlar')!;
const comments = () => [...section().querySelectorAll<HTMLElement>('.comment-list > .comment')];

describe('CommentsSection', () => {
  it("is the post's 'Yorumlar' (id yorumlar), with the count, the answers oldest first and the owner's replies under theirs", () => {
    renderSection(
      commentThread({
        total: 3,
        items: [
          publicComment({
            id: 'c1',
            authorName: 'Ayşe Yılmaz',
            text: 'İlk yorum',
            createdAt: '2026-11-22T09:30:00.000Z',
            replies: [
              publicComment({
                id: 'r1',
                authorName: 'Deniz Yılmaz',
                isOwner: true,
                text: 'Teşekkürler!',
                createdAt: '2026-11-23T21:30:00.000Z', // 24 Kasım in Turkey
              }),
            ],
          }),
          publicComment({
            id: 'c2',
            authorName: 'Mehmet Öz',
            text: 'İkinci yorum',
            createdAt: '2026-11-24T10:00:00.000Z',
          }),
        ],
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: COMMENT_TEXTS.title })).toBeInTheDocument();
    expect(section()).toHaveTextContent('3 yorum');
    const [first, second] = comments();
    expect(first!.querySelector('.comment__author')).toHaveTextContent('Ayşe Yılmaz');
    expect(first!.querySelector('time')).toHaveTextContent('22 Kasım 2026');
    expect(first!.querySelector('time')).toHaveAttribute('datetime', '2026-11-22T09:30:00.000Z');
    const reply = first!.querySelector<HTMLElement>('.comment__replies > .comment--reply')!;
    expect(reply.querySelector('.comment__author')).toHaveTextContent('Deniz Yılmaz');
    expect(within(reply).getByText(COMMENT_TEXTS.owner)).toHaveClass('comment__badge');
    expect(reply.querySelector('time')).toHaveTextContent('24 Kasım 2026');
    expect(second!.querySelector('.comment-text')).toHaveTextContent('İkinci yorum');
    expect(within(second!).queryByText(COMMENT_TEXTS.owner)).not.toBeInTheDocument();
    // Microformats: each answer an h-cite of the post's h-entry.
    expect(section().querySelectorAll('.p-comment.h-cite')).toHaveLength(3);
  });

  it(`says '${COMMENT_TEXTS.none}' when there are none, and offers the form`, () => {
    renderSection(commentThread());
    expect(section()).toHaveTextContent(COMMENT_TEXTS.none);
    expect(section().querySelector('.comment-list')).toBeNull();
    expect(screen.getByRole('form', { name: COMMENT_TEXTS.formTitle })).toBeInTheDocument();
  });

  it(`shows no form on a closed post, only '${COMMENT_TEXTS.closed}'`, () => {
    renderSection(commentThread({ open: false, total: 1, items: [publicComment()] }));
    expect(section().querySelector('form')).toBeNull();
    expect(section()).toHaveTextContent(COMMENT_TEXTS.closed);
    expect(comments()).toHaveLength(1);
  });

  it('names what another site did, its author linked (nofollow ugc noopener) and the verb to the source', () => {
    renderSection(
      commentThread({
        total: 2,
        items: [
          publicComment({
            id: 'w1',
            origin: 'WEBMENTION',
            kind: 'REPLY',
            authorName: 'Zeynep',
            authorUrl: 'https://zeynep.example/',
            sourceUrl: 'https://zeynep.example/yanit',
            text: 'Katılıyorum.',
            createdAt: '2026-11-25T10:00:00.000Z',
            publishedAt: '2026-11-20T10:00:00.000Z',
          }),
          publicComment({
            id: 'w2',
            origin: 'WEBMENTION',
            kind: 'MENTION',
            authorName: 'blog.example',
            sourceUrl: 'https://blog.example/haftanin-linkleri',
            text: 'Bu hafta okuduklarım',
          }),
        ],
      }),
    );
    const [reply, mention] = comments();
    const author = within(reply!).getByRole('link', { name: 'Zeynep' });
    expect(author).toHaveAttribute('href', 'https://zeynep.example/');
    expect(author).toHaveAttribute('rel', 'nofollow ugc noopener');
    const verb = within(reply!).getByRole('link', { name: 'yanıtladı' });
    expect(verb).toHaveAttribute('href', 'https://zeynep.example/yanit');
    expect(verb).toHaveAttribute('rel', 'nofollow ugc noopener');
    // The source's own date.
    expect(reply!.querySelector('time')).toHaveTextContent('20 Kasım 2026');
    expect(within(mention!).getByRole('link', { name: 'bahsetti' })).toBeInTheDocument();
    // No author URL: the name stays text.
    expect(within(mention!).queryByRole('link', { name: 'blog.example' })).not.toBeInTheDocument();
  });

  it("never links a name typed into the site's form, even one that looks like an address", () => {
    renderSection(
      commentThread({
        total: 1,
        items: [publicComment({ authorName: 'https://spam.example', authorUrl: 'https://x.example' })],
      }),
    );
    expect(within(comments()[0]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it("groups likes and reposts into lines: 'Ayşe, Mehmet beğendi', 'Can paylaştı'", () => {
    const like = (id: string, authorName: string) =>
      publicComment({
        id,
        origin: 'WEBMENTION',
        kind: 'LIKE',
        authorName,
        authorUrl: `https://${id}.example/`,
        text: '',
      });
    renderSection(
      commentThread({
        reactions: [
          like('l1', 'Ayşe'),
          like('l2', 'Mehmet'),
          publicComment({
            id: 'p1',
            origin: 'FEDIVERSE',
            kind: 'REPOST',
            authorName: 'Can',
            authorUrl: null,
            text: '',
          }),
        ],
      }),
    );
    const lines = [...section().querySelectorAll('.comment-reactions__line')].map((line) => line.textContent);
    expect(lines).toEqual(['Ayşe, Mehmet beğendi', 'Can paylaştı']);
    expect(within(section()).getByRole('link', { name: 'Mehmet' })).toHaveAttribute('rel', 'nofollow ugc noopener');
    // Reactions are not comments: the count says none.
    expect(section()).toHaveTextContent(COMMENT_TEXTS.none);
  });

  it.each([
    [12, 3, '12 beğeni, 3 paylaşım'],
    [1, 0, '1 beğeni'],
    [0, 250, '250 paylaşım'],
  ])(
    "counts every like and repost under the count in the header (%i, %i: '%s'), server-rendered",
    (likes, reposts, text) => {
      const thread = commentThread({ total: 3, items: [publicComment()], likes, reposts });
      // The page's first paint is the server's markup: the line is in it, and hydrates unchanged.
      let served = '';
      renderWithProviders(<CommentsSection post={post} thread={thread} />, {
        beforeHydration: (container) => (served = container.querySelector('.comments__reactions')?.textContent ?? ''),
      });
      expect(served).toBe(text);
      const head = section().querySelector('.comments__head')!;
      expect(head.querySelector('.comments__count')).toHaveTextContent('3 yorum');
      expect(head.querySelector('.comments__reactions')).toHaveTextContent(new RegExp(`^${text}$`));
    },
  );

  it('shows no reactions line when nothing was liked or reposted', () => {
    renderSection(commentThread({ likes: 0, reposts: 0 }));
    expect(section().querySelector('.comments__reactions')).toBeNull();
    expect(section()).not.toHaveTextContent(/beğeni|paylaşım/);
  });

  it.each([
    [1, 1, [], []],
    [1, 3, [], ['Sonraki yorumlar', '/blog/ilk-yazi?yorumlar=2#yorumlar']],
    [2, 3, ['Önceki yorumlar', '/blog/ilk-yazi#yorumlar'], ['Sonraki yorumlar', '/blog/ilk-yazi?yorumlar=3#yorumlar']],
    [3, 3, ['Önceki yorumlar', '/blog/ilk-yazi?yorumlar=2#yorumlar'], []],
  ])('page %i of %i links to the pages around it', (page, pages, previous, next) => {
    renderSection(commentThread({ total: 120, page, pages, items: [publicComment()] }));
    const nav = section().querySelector('nav');
    const links = nav ? within(nav as HTMLElement).queryAllByRole('link') : [];
    expect(links.map((link) => [link.textContent!.trim(), link.getAttribute('href')]).flat()).toEqual([
      ...previous,
      ...next,
    ]);
  });

  it.each(Object.entries(COMMENT_STATUSES))(
    'shows the answer `?yorum=%s` names above the form, as a status or an alert',
    (status, { error, text }) => {
      renderSection(commentThread(), status as CommentStatus);
      expect(within(section()).getByRole(error ? 'alert' : 'status')).toHaveTextContent(text);
      expect(within(section()).queryByRole(error ? 'status' : 'alert')).not.toBeInTheDocument();
    },
  );

  it('shows the plain form\'s answer on a post closed since, once (the closed line says "kapali")', () => {
    renderSection(commentThread({ open: false }), 'bekliyor');
    expect(within(section()).getByRole('status')).toHaveTextContent(COMMENT_STATUSES.bekliyor.text);
    renderSection(commentThread({ open: false }), 'kapali');
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(0);
  });
});

describe('CommentText: plain text, its line breaks kept, its addresses links', () => {
  const renderText = (text: string) => {
    const { container } = renderWithProviders(<CommentText text={text} />);
    return container.querySelector<HTMLElement>('.comment-text')!;
  };

  it.each(INJECTION.filter((value) => value.trim()))('shows %j as the text it is', (value) => {
    const text = renderText(`önce ${value} sonra`);
    expect(text.textContent).toBe(`önce ${value} sonra`);
    expect(text.querySelectorAll('script, img, svg, iframe')).toHaveLength(0);
    for (const link of text.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
  });

  it('keeps paragraphs and single line breaks, nothing else read as markup', () => {
    const text = renderText('Birinci satır\nikinci satır\n\n<b>İkinci</b> paragraf\r\n');
    expect([...text.querySelectorAll('p')].map((p) => p.innerHTML)).toEqual([
      'Birinci satır<br>ikinci satır',
      '&lt;b&gt;İkinci&lt;/b&gt; paragraf',
    ]);
  });

  it('makes http(s) addresses links with rel "nofollow ugc noopener", the punctuation after them left out', () => {
    const text = renderText(
      'Bakın: https://ornek.com/yazi?a=1&b=2. Ve (http://eski.example/x), ve HTTPS://BUYUK.EXAMPLE/.',
    );
    const links = [...text.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      ['https://ornek.com/yazi?a=1&b=2', 'https://ornek.com/yazi?a=1&b=2', 'nofollow ugc noopener'],
      ['http://eski.example/x', 'http://eski.example/x', 'nofollow ugc noopener'],
      ['HTTPS://BUYUK.EXAMPLE/', 'HTTPS://BUYUK.EXAMPLE/', 'nofollow ugc noopener'],
    ]);
    expect(text.textContent).toBe(
      'Bakın: https://ornek.com/yazi?a=1&b=2. Ve (http://eski.example/x), ve HTTPS://BUYUK.EXAMPLE/.',
    );
  });

  it('links nothing else: no guessed addresses, e-mails, javascript:, data:, mailto:, ftp: or //', () => {
    const text = renderText(
      'ornek.com okur@ornek.com javascript:alert(1) data:text/html,x mailto:a@b.com ftp://f.example //g.example',
    );
    expect(text.querySelectorAll('a')).toHaveLength(0);
  });

  it('quotes in an address stay in it, escaped: no attribute can be closed', () => {
    const text = renderText('https://ornek.com/"onmouseover="alert(1)');
    for (const link of text.querySelectorAll('a')) {
      expect(link.getAttributeNames().sort()).toEqual(['href', 'rel']);
    }
  });
});
