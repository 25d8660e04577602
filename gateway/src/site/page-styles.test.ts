import { pageStyles, stylesheet } from './page-styles';

const CSS = [
  ':root{--ink:#111}',
  'body{margin:0}',
  '.post{color:red}',
  '.hero{color:blue}',
  '.post .hero,.post-card{color:green}',
  '.post:has(> .contents){display:grid}',
  '.post:not(.draft){opacity:1}',
  ':is(.hero,.post) p{margin:1rem}',
  '@media (min-width:40rem){.hero{padding:1rem}.post{padding:2rem}}',
  '@media print{.hero{display:none}}',
  '@keyframes rise{from{opacity:0}to{opacity:1}}',
  '@font-face{font-family:Inter;src:url(/a.woff2)}',
].join('');

describe('a page keeps the rules its HTML can use', () => {
  const styles = stylesheet(CSS);

  test('rules without classes stay; a rule goes when none of its selectors can match', () => {
    expect(styles('<article class="post">')).toBe(
      [
        ':root{--ink:#111}',
        'body{margin:0}',
        '.post{color:red}',
        '.post:not(.draft){opacity:1}',
        ':is(.hero,.post) p{margin:1rem}',
        '@media (min-width:40rem){.post{padding:2rem}}',
        '@keyframes rise{from{opacity:0}to{opacity:1}}',
        '@font-face{font-family:Inter;src:url(/a.woff2)}',
      ].join(''),
    );
  });

  test('one selector of a list is enough; every class of a selector must be there', () => {
    expect(styles('<div class="x post-card">')).toContain('.post .hero,.post-card{color:green}');
    expect(styles('<div class="post"><p class="contents">')).toContain('.post:has(> .contents){display:grid}');
    expect(styles('<div class="hero">')).not.toContain('.post .hero');
  });

  test('with every class there, the whole sheet comes back in its order', () => {
    expect(styles('<div class="post hero post-card contents">')).toBe(CSS);
  });
});

test('pageStyles cuts the inlined sheet of a page, and leaves a page without one as it is', () => {
  const page = (css: string) =>
    `<html><head><style data-href="/assets/index.css">${css}</style></head><body><main class="hero"></main></body></html>`;
  expect(pageStyles(page('.hero{color:blue}.post{color:red}'))).toBe(page('.hero{color:blue}'));
  expect(pageStyles('<html><style>.post{color:red}</style></html>')).toBe(
    '<html><style>.post{color:red}</style></html>',
  );
});
