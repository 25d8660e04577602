import { commentFormPath, commentStatusOf, commentStatusPath, COMMENT_STATUSES, COMMENT_TEXTS } from './comments';
import { postCommentsPath, publicPage } from './pages';

/** A post's comments (issue 48): its pages and the plain form's answers are addresses of the post. */

describe('a post’s comment addresses', () => {
  it('are written once: the form’s POST, its answers, the pages of comments', () => {
    expect(commentFormPath('bir-yazı')).toBe('/blog/bir-yaz%C4%B1/comments');
    expect(commentStatusPath('bir-yazi', 'bekliyor')).toBe('/blog/bir-yazi?yorum=bekliyor#yorumlar');
    expect(postCommentsPath('bir-yazi', 1)).toBe('/blog/bir-yazi');
    expect(postCommentsPath('bir-yazi', 3)).toBe('/blog/bir-yazi?yorumlar=3');
    expect(commentStatusOf('bekliyor')).toBe('bekliyor');
    expect(commentStatusOf('toString')).toBeNull();
    expect(Object.keys(COMMENT_STATUSES)).toEqual(['bekliyor', 'yayinlandi', 'gecersiz', 'cok-fazla', 'kapali']);
  });

  it.each([
    ['/blog/bir-yazi', '', { url: '/blog/bir-yazi', commentPage: 1, notice: null }],
    ['/Blog/bir-yazi/', '?x=1&yorum=nope', { url: '/blog/bir-yazi', commentPage: 1, notice: null }],
    ['/blog/bir-yazi', '?yorumlar=2', { url: '/blog/bir-yazi?yorumlar=2', commentPage: 2, notice: null }],
    ['/blog/bir-yazi', '?yorumlar=1', { url: '/blog/bir-yazi?yorumlar=1', commentPage: 1, notice: null }],
    ['/blog/bir-yazi', '?yorum=bekliyor', { url: '/blog/bir-yazi?yorum=bekliyor', commentPage: 1, notice: 'bekliyor' }],
    [
      '/blog/bir-yazi',
      '?yorum=kapali&yorumlar=4',
      { url: '/blog/bir-yazi?yorumlar=4&yorum=kapali', commentPage: 4, notice: 'kapali' },
    ],
  ])('%s%s is the post %j', (pathname, search, page) => {
    expect(publicPage(pathname, search)).toEqual({ locale: 'tr', kind: 'post', slug: 'bir-yazi', ...page });
  });

  it.each(['?yorumlar=0', '?yorumlar=02', '?yorumlar=x'])('a page of comments %s is no page', (search) => {
    expect(publicPage('/blog/bir-yazi', search)).toEqual({ kind: 'not-found', locale: 'tr' });
  });
});

test('reactions are counted in the singular, zeros left out', () => {
  expect(COMMENT_TEXTS.reactions(12, 3)).toBe('12 beğeni, 3 paylaşım');
  expect(COMMENT_TEXTS.reactions(1, 0)).toBe('1 beğeni');
  expect(COMMENT_TEXTS.reactions(0, 2)).toBe('2 paylaşım');
  expect(COMMENT_TEXTS.reactions(0, 0)).toBe('');
});
