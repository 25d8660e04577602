import { forReading } from '@portfolio/content-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyCodeOnClick, FEEDBACK_MS } from './codeCopy';

const CODE = 'let a = 1;\nif (a < 2) console.log("ış");';
/** A post's code block as the gateway stores it (highlighted) and the page shows it (forReading). */
const POST = forReading(
  '<p>Önce</p><pre><code class="language-ts"><span class="hljs-keyword">let</span> a = <span class="hljs-number">1</span>;\n' +
    'if (a &lt; <span class="hljs-number">2</span>) <span class="hljs-variable language_">console</span>.log(' +
    '<span class="hljs-string">"ış"</span>);</code></pre><pre><code>ikinci</code></pre>',
);

describe('copyCodeOnClick', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `<div class="prose post__content">${POST}</div>`;
    stop = copyCodeOnClick(document);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.getSelection()?.removeAllRanges();
    document.body.innerHTML = '';
  });

  const button = (n = 0) => document.querySelectorAll<HTMLButtonElement>('[data-code-copy]')[n]!;
  const clipboard = (writeText: (text: string) => Promise<void>) => {
    const spy = vi.fn(writeText);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: spy } });
    return spy;
  };

  it("puts the block's code on the clipboard and says so, politely, for two seconds", async () => {
    const writeText = clipboard(async () => {});
    expect(button().textContent).toBe('Kopyala');
    expect(button().getAttribute('aria-live')).toBe('polite');
    button().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledExactlyOnceWith(CODE);
    expect(button().textContent).toBe('Kopyalandı');
    expect(document.getSelection()!.toString()).toBe('');
    await vi.advanceTimersByTimeAsync(FEEDBACK_MS - 1);
    expect(button().textContent).toBe('Kopyalandı');
    await vi.advanceTimersByTimeAsync(1);
    expect(button().textContent).toBe('Kopyala');
  });

  it('copies the block whose button was pressed, and counts two seconds from the last press', async () => {
    const writeText = clipboard(async () => {});
    button(1).click();
    await vi.advanceTimersByTimeAsync(FEEDBACK_MS - 500);
    button(1).click();
    await vi.advanceTimersByTimeAsync(FEEDBACK_MS - 1);
    expect(writeText.mock.calls).toEqual([['ikinci'], ['ikinci']]);
    expect(button(1).textContent).toBe('Kopyalandı');
    expect(button(0).textContent).toBe('Kopyala');
    await vi.advanceTimersByTimeAsync(1);
    expect(button(1).textContent).toBe('Kopyala');
  });

  it.each([
    ['no clipboard (a page over plain http)', () => vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })],
    ['a clipboard that refuses', () => clipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')))],
  ])('selects the code for Ctrl+C where there is %s', async (_where, arrange) => {
    arrange();
    button().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.getSelection()!.toString()).toBe(CODE);
    expect(button().textContent).toBe('Seçildi');
    await vi.advanceTimersByTimeAsync(FEEDBACK_MS);
    expect(button().textContent).toBe('Kopyala');
  });

  it('does nothing on other clicks, nor once stopped', async () => {
    const writeText = clipboard(async () => {});
    document.querySelector<HTMLElement>('pre code')!.click();
    document.querySelector<HTMLElement>('p')!.click();
    stop();
    button().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Kopyala');
  });
});
