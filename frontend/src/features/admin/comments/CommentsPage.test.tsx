import { COMMENT_ERRORS, COMMENT_RULES } from '@portfolio/content-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INJECTION } from '../../../../../gateway/test/support/hostile/values';
import { toasts } from '../../../test/admin';
import { dateTimeText } from '../../../lib/format';
import { graphQLError } from '../../../test/render';
import { adminPath } from '../paths';
import {
  ayse,
  button,
  card,
  comment,
  listMock,
  mehmet,
  names,
  remote,
  renderPage,
  replyMock,
  replyRequest,
  tab,
  updateMock,
  updateRequest,
} from './commentsTestKit';

const ROUTE = adminPath('comments');
const location = () => screen.getByTestId('location').textContent;
const bulk = () => screen.getByRole('group', { name: 'Seçili yorumlar' });
const confirmDialog = () => screen.getByRole('dialog');

afterEach(() => vi.restoreAllMocks());

describe("CommentsPage: the tabs ('Bekleyen', 'Onaylanan', 'Spam')", () => {
  it("opens on 'Bekleyen' with each tab's count; a tab keeps its place in the address", async () => {
    const { user, operations } = renderPage(
      [
        listMock([ayse, mehmet]),
        listMock([comment({ id: 'c9', authorName: 'Onaylı Okur', status: 'APPROVED' })], { status: 'APPROVED' }),
        listMock([], { status: 'SPAM' }),
      ],
      ROUTE,
    );
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    expect(names()).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
    expect(tab(/^Bekleyen/)).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(tab(/^Bekleyen/)).toHaveTextContent('Bekleyen 2'));
    expect(tab(/^Onaylanan/)).toHaveTextContent('Onaylanan 5');
    expect(tab(/^Spam/)).toHaveTextContent('Spam 1');

    await user.click(tab(/^Onaylanan/));
    expect(location()).toBe(`${ROUTE}?durum=onaylanan`);
    expect(await screen.findByRole('article', { name: 'Onaylı Okur' })).toBeInTheDocument();
    // An approved one is not approved again, and has no 'Onayla'.
    expect(within(card('Onaylı Okur')).queryByRole('button', { name: /^Onayla/ })).toBeNull();

    await user.click(tab(/^Spam/));
    expect(location()).toBe(`${ROUTE}?durum=spam`);
    expect(await screen.findByText('Spam olarak işaretlenmiş yorum yok')).toBeInTheDocument();
    expect(
      operations.filter((operation) => operation.name === 'AdminComments').map((operation) => operation.variables),
    ).toEqual([
      { status: 'PENDING', page: 1, perPage: 25 },
      { status: 'APPROVED', page: 1, perPage: 25 },
      { status: 'SPAM', page: 1, perPage: 25 },
    ]);
  });

  it('says so when a tab is empty, and when the list cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = renderPage([listMock([])], ROUTE);
    expect(await screen.findByText('Onay bekleyen yorum yok')).toBeInTheDocument();
    unmount();
    renderPage([graphQLError({ query: listMock([]).request.query, variables: listMock([]).request.variables })], ROUTE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Yorumlar yüklenirken bir hata oluştu');
    expect(log).toHaveBeenCalledWith('Yorumlar yüklenemedi', expect.anything());
  });

  it('shows a page of many with links to the others, each page in the address', async () => {
    const { user } = renderPage(
      [listMock([ayse], { page: 1, pages: 3 }), listMock([mehmet], { page: 2, pages: 3 })],
      ROUTE,
    );
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Sayfalar' })).getByRole('link', { name: 'Sayfa 2' }),
    );
    expect(location()).toBe(`${ROUTE}?sayfa=2`);
    expect(await screen.findByRole('article', { name: 'Mehmet Kaya' })).toBeInTheDocument();
  });

  it('goes to the last page when the address names one past the end', async () => {
    renderPage([listMock([], { page: 4, pages: 2 }), listMock([mehmet], { page: 2, pages: 2 })], `${ROUTE}?sayfa=4`);
    expect(await screen.findByRole('article', { name: 'Mehmet Kaya' })).toBeInTheDocument();
    expect(location()).toBe(`${ROUTE}?sayfa=2`);
  });
});

describe('CommentsPage: a comment', () => {
  it('shows the author, the e-mail, the post linked, the date and the text with its line breaks', async () => {
    renderPage([listMock([ayse])], ROUTE);
    const article = await screen.findByRole('article', { name: 'Ayşe Demir' });
    expect(within(article).getByRole('link', { name: 'ayse@example.com' })).toHaveAttribute(
      'href',
      'mailto:ayse@example.com',
    );
    const postLink = within(article).getByRole('link', { name: 'React 19 Yenilikleri' });
    expect(postLink).toHaveAttribute('href', '/blog/react-19');
    expect(within(article).getByText(dateTimeText(ayse.createdAt))).toBeInTheDocument();
    const text = within(article).getByText(/Çok güzel bir yazı/);
    expect(text.textContent).toBe('Çok güzel bir yazı.\nTeşekkürler!');
    // The inbox's text block: white-space pre-wrap (messages.css), so the line break shows.
    expect(text).toHaveClass('message-card__text');
  });

  it("shows what another site did ('yanıtladı'), its author's address and photo as text, and its source", async () => {
    renderPage(
      [
        listMock([
          remote,
          comment({
            id: 'c4',
            kind: 'LIKE',
            origin: 'WEBMENTION',
            authorName: 'Can Öz',
            authorEmail: null,
            authorUrl: 'javascript:alert(1)',
            text: '',
          }),
        ]),
      ],
      ROUTE,
    );
    const article = await screen.findByRole('article', { name: 'Zeynep Ak' });
    expect(within(article).getByText('yanıtladı')).toHaveClass('chip');
    const site = within(article).getByRole('link', { name: 'https://zeynep.example/' });
    expect(site).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    // The photo is never loaded: its address is text.
    expect(within(article).getByText('https://zeynep.example/foto.jpg').closest('a')).toBeNull();
    expect(article.querySelector('img')).toBeNull();
    expect(within(article).getByRole('link', { name: 'https://zeynep.example/notlar/1' })).toHaveAttribute(
      'href',
      'https://zeynep.example/notlar/1',
    );
    // A like says 'beğendi', has nothing to reply to; an address that is not http(s) is never a link.
    const like = card('Can Öz');
    expect(within(like).getByText('beğendi')).toBeInTheDocument();
    expect(within(like).getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(within(like).queryByRole('button', { name: /Yanıtla/ })).toBeNull();
    expect(within(article).getByRole('button', { name: /Yanıtla/ })).toBeInTheDocument();
  });

  it("marks the owner's own reply 'Yazar', which cannot be replied to", async () => {
    renderPage(
      [
        listMock(
          [
            comment({
              id: 'r1',
              authorName: 'Deniz Yılmaz',
              authorEmail: null,
              isOwner: true,
              parentId: 'c1',
              status: 'APPROVED',
            }),
          ],
          { status: 'APPROVED' },
        ),
      ],
      `${ROUTE}?durum=onaylanan`,
    );
    const article = await screen.findByRole('article', { name: 'Deniz Yılmaz' });
    expect(within(article).getByText('Yazar')).toHaveClass('chip');
    expect(within(article).queryByRole('button', { name: /Yanıtla/ })).toBeNull();
  });

  it("shows the hostile corpus's strings as text, never as markup", async () => {
    const hostile = INJECTION.filter((value) => value.trim() !== '');
    const comments = hostile.map((value, index) =>
      comment({
        id: `h${index}`,
        authorName: `${value} ${index}`,
        authorEmail: null,
        authorUrl: value,
        text: `${value}\n${value}`,
        post: { ...ayse.post, title: value, path: value },
      }),
    );
    renderPage([listMock(comments)], ROUTE);
    await screen.findAllByRole('article');
    for (const [index, value] of hostile.entries()) {
      const article = card(`${value} ${index}`);
      expect(
        within(article).getAllByText((_, element) => element?.textContent === `${value}\n${value}`),
      ).not.toHaveLength(0);
      // Neither the author's address nor the post's path is a link when it is not what it must be.
      for (const link of within(article).queryAllByRole('link')) {
        expect(link.getAttribute('href')).toMatch(/^(https?:\/\/|\/(?![/\\]))/);
      }
    }
    expect(
      document.querySelector('main script, article script, article img, article iframe, article svg[onload]'),
    ).toBeNull();
    expect(document.querySelectorAll('article [onerror], article [onload]')).toHaveLength(0);
  });
});

describe('CommentsPage: actions on one comment', () => {
  it("'Onayla' approves it; the tab is asked again and the comment leaves it", async () => {
    const { user, operations } = renderPage(
      [listMock([ayse, mehmet]), updateMock(['c1'], 'APPROVE'), listMock([mehmet])],
      ROUTE,
    );
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    await user.click(button('Ayşe Demir', /^Onayla/));
    expect(await within(toasts()).findByText('1 yorum onaylandı')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Mehmet Kaya']));
    expect(operations).toContainEqual({ name: 'UpdateComments', variables: { ids: ['c1'], action: 'APPROVE' } });
  });

  it("'Spam olarak işaretle' marks it spam", async () => {
    const { user, operations } = renderPage([listMock([ayse]), updateMock(['c1'], 'SPAM'), listMock([])], ROUTE);
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    await user.click(button('Ayşe Demir', /^Spam olarak işaretle/));
    expect(await within(toasts()).findByText('1 yorum spam olarak işaretlendi')).toBeInTheDocument();
    expect(operations).toContainEqual({ name: 'UpdateComments', variables: { ids: ['c1'], action: 'SPAM' } });
  });

  it("'Sil' asks first: 'Vazgeç' sends nothing, 'Evet' deletes", async () => {
    const { user, operations } = renderPage([listMock([ayse]), updateMock(['c1'], 'DELETE'), listMock([])], ROUTE);
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    await user.click(button('Ayşe Demir', /^Sil/));
    expect(confirmDialog()).toHaveTextContent('Bu yorumu silmek istediğinize emin misiniz?');
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Vazgeç' }));
    expect(operations.some((operation) => operation.name === 'UpdateComments')).toBe(false);

    await user.click(button('Ayşe Demir', /^Sil/));
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Evet' }));
    expect(await within(toasts()).findByText('Yorum silindi')).toBeInTheDocument();
    expect(await screen.findByText('Onay bekleyen yorum yok')).toBeInTheDocument();
    expect(operations).toContainEqual({ name: 'UpdateComments', variables: { ids: ['c1'], action: 'DELETE' } });
  });

  it("in 'Spam', 'Spam değil' approves it (and lifts the block)", async () => {
    const spam = comment({ status: 'SPAM' });
    const { user, operations } = renderPage(
      [listMock([spam], { status: 'SPAM' }), updateMock(['c1'], 'APPROVE'), listMock([], { status: 'SPAM' })],
      `${ROUTE}?durum=spam`,
    );
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    expect(within(card('Ayşe Demir')).queryByRole('button', { name: /Yanıtla|Spam olarak/ })).toBeNull();
    await user.click(button('Ayşe Demir', /^Spam değil/));
    expect(await within(toasts()).findByText('1 yorum onaylandı')).toBeInTheDocument();
    expect(operations).toContainEqual({ name: 'UpdateComments', variables: { ids: ['c1'], action: 'APPROVE' } });
  });

  it("shows the server's refusal and leaves the comment where it is", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPage(
      [listMock([ayse]), graphQLError(updateRequest(['c1'], 'APPROVE'), COMMENT_ERRORS.notFound)],
      ROUTE,
    );
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    await user.click(button('Ayşe Demir', /^Onayla/));
    expect(await within(toasts()).findByText('Yorum bulunamadı')).toBeInTheDocument();
    expect(names()).toEqual(['Ayşe Demir']);
    expect(log).toHaveBeenCalledWith('Yorumlar güncellenemedi', expect.anything());
  });
});

describe('CommentsPage: the chosen comments', () => {
  it("'Tümünü seç' chooses the page; the bar approves them in one call", async () => {
    const { user, operations } = renderPage(
      [listMock([ayse, mehmet]), updateMock(['c1', 'c2'], 'APPROVE'), listMock([])],
      ROUTE,
    );
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    expect(screen.queryByRole('group', { name: 'Seçili yorumlar' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    expect(screen.getByText('2 yorum seçili')).toBeInTheDocument();
    expect(
      within(bulk())
        .getAllByRole('button')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Onayla', 'Spam olarak işaretle', 'Sil']);
    await user.click(within(bulk()).getByRole('button', { name: 'Onayla' }));
    expect(await within(toasts()).findByText('2 yorum onaylandı')).toBeInTheDocument();
    expect(await screen.findByText('Onay bekleyen yorum yok')).toBeInTheDocument();
    expect(operations).toContainEqual({ name: 'UpdateComments', variables: { ids: ['c1', 'c2'], action: 'APPROVE' } });
  });

  it('marks the chosen ones spam, and deletes the chosen ones after asking', async () => {
    const { user, operations } = renderPage(
      [
        listMock([ayse, mehmet, remote]),
        updateMock(['c1', 'c3'], 'SPAM'),
        listMock([mehmet]),
        updateMock(['c2'], 'DELETE'),
        listMock([]),
      ],
      ROUTE,
    );
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    await user.click(within(card('Ayşe Demir')).getByRole('checkbox', { name: 'Ayşe Demir' }));
    await user.click(within(card('Zeynep Ak')).getByRole('checkbox', { name: 'Zeynep Ak' }));
    expect(screen.getByRole('checkbox', { name: 'Tümünü seç' })).toHaveProperty('indeterminate', true);
    await user.click(within(bulk()).getByRole('button', { name: 'Spam olarak işaretle' }));
    expect(await within(toasts()).findByText('2 yorum spam olarak işaretlendi')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Mehmet Kaya']));

    await user.click(within(card('Mehmet Kaya')).getByRole('checkbox', { name: 'Mehmet Kaya' }));
    await user.click(within(bulk()).getByRole('button', { name: 'Sil' }));
    expect(confirmDialog()).toHaveTextContent('Bu yorumu silmek istediğinize emin misiniz?');
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Evet' }));
    expect(await screen.findByText('Onay bekleyen yorum yok')).toBeInTheDocument();
    expect(
      operations.filter((operation) => operation.name === 'UpdateComments').map((operation) => operation.variables),
    ).toEqual([
      { ids: ['c1', 'c3'], action: 'SPAM' },
      { ids: ['c2'], action: 'DELETE' },
    ]);
  });

  it('asks before deleting many, naming how many', async () => {
    const { user, operations } = renderPage([listMock([ayse, mehmet])], ROUTE);
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    await user.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    await user.click(within(bulk()).getByRole('button', { name: 'Sil' }));
    expect(confirmDialog()).toHaveTextContent('2 yorumu silmek istediğinize emin misiniz?');
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Vazgeç' }));
    expect(operations.some((operation) => operation.name === 'UpdateComments')).toBe(false);
  });
});

describe("CommentsPage: 'Yanıtla'", () => {
  it('opens a form in the card; an empty reply is refused in Turkish and nothing is sent', async () => {
    const { user, operations } = renderPage([listMock([ayse])], ROUTE);
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    await user.click(button('Ayşe Demir', /^Yanıtla/));
    const box = within(card('Ayşe Demir')).getByRole('textbox', { name: 'Yanıtınız' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('maxlength', String(COMMENT_RULES.text.max));
    await user.type(box, '   ');
    await user.click(button('Ayşe Demir', /Yanıtı yayımla/));
    expect(within(card('Ayşe Demir')).getByRole('alert')).toHaveTextContent(COMMENT_RULES.text.required);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(operations.some((operation) => operation.name === 'ReplyToComment')).toBe(false);

    await user.click(button('Ayşe Demir', 'Vazgeç'));
    expect(within(card('Ayşe Demir')).queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(button('Ayşe Demir', /^Yanıtla/)).toHaveFocus());
  });

  it("publishes the reply (trimmed) as the owner's at once, and the pending comment it answers leaves the tab", async () => {
    const { user, operations } = renderPage(
      [listMock([ayse, mehmet]), replyMock('c1', 'Teşekkür ederim!\nGörüşmek üzere.'), listMock([mehmet])],
      ROUTE,
    );
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    await user.click(button('Ayşe Demir', /^Yanıtla/));
    await user.type(within(card('Ayşe Demir')).getByRole('textbox'), '  Teşekkür ederim!{Enter}Görüşmek üzere.  ');
    await user.click(button('Ayşe Demir', /Yanıtı yayımla/));
    expect(await within(toasts()).findByText('Yanıtınız yayımlandı')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Mehmet Kaya']));
    expect(operations).toContainEqual({
      name: 'ReplyToComment',
      variables: { id: 'c1', text: 'Teşekkür ederim!\nGörüşmek üzere.' },
    });
  });

  it("keeps the text and shows the server's refusal in the form", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPage(
      [listMock([ayse]), graphQLError(replyRequest('c1', 'Olur.'), COMMENT_ERRORS.replyToReply, 'BAD_USER_INPUT')],
      ROUTE,
    );
    await screen.findByRole('article', { name: 'Ayşe Demir' });
    await user.click(button('Ayşe Demir', /^Yanıtla/));
    await user.type(within(card('Ayşe Demir')).getByRole('textbox'), 'Olur.');
    await user.click(button('Ayşe Demir', /Yanıtı yayımla/));
    expect(await within(card('Ayşe Demir')).findByRole('alert')).toHaveTextContent('Bir yanıta yanıt verilemez');
    expect(within(card('Ayşe Demir')).getByRole('textbox')).toHaveValue('Olur.');
  });
});
