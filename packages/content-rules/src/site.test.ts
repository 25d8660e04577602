import { notFoundPath } from './pages';
import { longDate, postShareImagePath, projectShareImagePath, siteShareImagePath } from './site';

/** The site's paths and dates in each language (issue 50). */
describe('the site in two languages', () => {
  it('writes a date in the page’s language, the day Turkey sees', () => {
    // 21:30 UTC on the 20th is the 21st in Istanbul.
    const date = new Date(Date.UTC(2026, 10, 20, 21, 30));
    expect(longDate(date, 'tr')).toBe('21 Kasım 2026');
    expect(longDate(date, 'en')).toBe('21 November 2026');
  });

  it('puts the English share cards and not-found pages under /en', () => {
    expect([siteShareImagePath(), siteShareImagePath('en')]).toEqual(['/og.png', '/en/og.png']);
    expect([postShareImagePath('bir-yazi'), postShareImagePath('a-post', 'en')]).toEqual([
      '/blog/bir-yazi/og.png',
      '/en/blog/a-post/og.png',
    ]);
    expect(projectShareImagePath('lighthouse', 'en')).toBe('/en/projects/lighthouse/og.png');
    expect([notFoundPath('tr', 'page'), notFoundPath('en', 'page'), notFoundPath('en', 'post')]).toEqual([
      '/404',
      '/en/404',
      '/en/blog/_',
    ]);
  });
});
