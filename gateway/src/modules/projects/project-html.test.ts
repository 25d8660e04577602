import { sanitizeProjectHtml } from './project-html';

/** A project's content keeps the editor's markup and loses scripts, handlers, bad links and (for now) embeds. */
describe("a project's content sanitiser", () => {
  it.each([
    [
      '<p><a href="javascript:alert(1)">x</a><img src="x" onerror="y"><a href="https://a.example" target="_blank" onclick="z">ok</a></p>',
      '<p>x<a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow">ok</a></p>',
    ],
    [
      '<div data-youtube-video><iframe src="https://www.youtube.com/embed/x"></iframe></div><h2>Baş</h2>',
      '<h2>Baş</h2>',
    ],
    ['<p style="color:red">a\u00a0b<br/></p><script>alert(1)</script>', '<p>a&nbsp;b<br></p>'],
  ])('%s', (html, clean) => {
    expect(sanitizeProjectHtml(html)).toBe(clean);
    expect(sanitizeProjectHtml(clean)).toBe(clean);
  });
});
