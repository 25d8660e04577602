import { AA, contrast, forReading, parseColour } from './reading';

const DARK_PAGE = parseColour('#151b22')!;
const LIGHT_PAGE = parseColour('#fbf8f3')!;
const style = (html: string) =>
  Object.fromEntries(
    html
      .match(/style="([^"]*)"/)![1]!
      .split(';')
      .filter((d) => d.trim())
      .map((d) => d.split(':').map((p) => p.trim())),
  );

describe('forReading', () => {
  it('reads colours the way the sanitiser and the colour picker write them', () => {
    expect(parseColour('#c2410c')).toEqual([194, 65, 12]);
    expect(parseColour('#abc')).toEqual([170, 187, 204]);
    expect(parseColour('#aabbcc80')).toEqual([170, 187, 204]);
    expect(parseColour('rgb(10, 20, 300)')).toEqual([10, 20, 255]);
    expect(parseColour('rgba(10 20 30 / 50%)')).toEqual([10, 20, 30]);
    expect(parseColour('hsl(0, 100%, 50%)')).toEqual([255, 0, 0]);
    expect(parseColour('hsl(120 100% 25%)')).toEqual([0, 128, 0]);
    expect(parseColour('tomato')).toBeUndefined();
    expect(contrast([255, 255, 255], [0, 0, 0])).toBeCloseTo(21);
  });

  it.each(['#c2410c', '#000000', '#1d1a16', '#0b6e75', '#fef08a', '#ffffff', 'rgb(37, 99, 235)', 'hsl(280, 60%, 40%)'])(
    'gives coloured text %s a colour that reads on the light page and one for the dark page',
    (colour) => {
      const out = style(forReading(`<p><span style="color: ${colour};">söz</span></p>`));
      expect(contrast(parseColour(out.color)!, LIGHT_PAGE)).toBeGreaterThanOrEqual(AA);
      expect(contrast(parseColour(out['--dark-color'])!, DARK_PAGE)).toBeGreaterThanOrEqual(AA);
    },
  );

  it("keeps an author's colour that already reads, and other declarations as they were", () => {
    expect(forReading('<span style="font-family: Georgia; color: #0b6e75;">a</span>')).toBe(
      '<span style="font-family: Georgia; color: #0b6e75; --dark-color: #489298;">a</span>',
    );
    expect(forReading('<span style="font-size: 1.5em;">a</span>')).toBe('<span style="font-size: 1.5em;">a</span>');
    expect(forReading('<span style="color: tomato;">a</span>')).toBe('<span style="color: tomato;">a</span>');
  });

  it('gives highlighted text black or white, whichever reads on the highlight', () => {
    const yellow = forReading(
      '<mark data-color="#fef08a" style="background-color: #fef08a; color: inherit;">değer</mark>',
    );
    expect(yellow).toBe('<mark data-color="#fef08a" style="background-color: #fef08a; color: #1d1a16;">değer</mark>');
    const navy = style(forReading('<mark style="background-color: #1e3a8a; color: inherit;">x</mark>'));
    expect(navy.color).toBe('#ffffff');
    const chosen = '<mark style="background-color: #fef08a; color: #7c2d12;">x</mark>';
    expect(forReading(chosen)).toBe(chosen);
  });

  const BUTTON = '<button type="button" class="code-copy" data-code-copy aria-live="polite">Kopyala</button>';

  it('gives a code block its language, a copy button, and code the keyboard can scroll; leaves the words alone', () => {
    expect(forReading('<pre><code class="language-ts">&lt;span style="color: red"&gt;</code></pre>')).toBe(
      `<pre data-language="TypeScript">${BUTTON}<code tabindex="0" class="language-ts">&lt;span style="color: red"&gt;</code></pre>`,
    );
    const highlighted = '<span class="hljs-keyword">let</span> a';
    expect(forReading(`<pre><code class="language-typescript">${highlighted}</code></pre>`)).toBe(
      `<pre data-language="TypeScript">${BUTTON}<code tabindex="0" class="language-typescript">${highlighted}</code></pre>`,
    );
  });

  it.each([
    ['js', 'JavaScript'],
    ['sh', 'Bash'],
    ['json', 'JSON'],
    ['html', 'HTML'],
    ['css', 'CSS'],
    ['sql', 'SQL'],
    ['py', 'Python'],
    ['c#', 'C#'],
    ['elixir', 'elixir'],
    ['constructor', 'constructor'],
  ])('says language-%s as %s', (name, label) => {
    expect(forReading(`<pre><code class="language-${name}">x</code></pre>`)).toContain(
      `<pre data-language="${label}">`,
    );
  });

  it('gives a block without a language no label, and a <pre> of plain text only its tabindex', () => {
    expect(forReading('<pre><code>x</code></pre>')).toBe(`<pre>${BUTTON}<code tabindex="0">x</code></pre>`);
    expect(forReading('<pre>x</pre>')).toBe('<pre tabindex="0">x</pre>');
    expect(forReading('<p><code class="language-ts">x</code></p>')).toBe('<p><code class="language-ts">x</code></p>');
  });
});
