import { CODE_COPY } from '@portfolio/content-rules';

/** How long the button says what it did. */
export const FEEDBACK_MS = 2000;

/**
 * The copy button of a post's code blocks (content-rules forReading writes it; prose.css hides it
 * where no script runs). Listened for on the document by the page's script (boot.ts), so that it
 * works before the application runs, after it, and on every page that shows a post. Where the
 * clipboard is missing or refuses, the code is selected for the reader to copy.
 */
export function copyCodeOnClick(document: Document) {
  const resets = new WeakMap<Element, ReturnType<typeof setTimeout>>();
  const copy = async (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('[data-code-copy]') : null;
    const code = button?.parentElement?.querySelector('code');
    if (!button || !code) return;
    // An English page's words, written by its article (PostArticle's ArticleBody); Turkish otherwise.
    const texts = button.closest<HTMLElement>('[data-code-copy-texts]')?.dataset.codeCopyTexts;
    const words: { label: string; copied: string; selected: string } = texts ? JSON.parse(texts) : CODE_COPY;
    let said: string = words.copied;
    try {
      await navigator.clipboard.writeText(code.textContent ?? '');
    } catch {
      const range = document.createRange();
      range.selectNodeContents(code);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      said = words.selected;
    }
    button.textContent = said; // the button is aria-live: heard as well as seen
    clearTimeout(resets.get(button));
    resets.set(
      button,
      setTimeout(() => (button.textContent = words.label), FEEDBACK_MS),
    );
  };
  document.addEventListener('click', copy);
  return () => document.removeEventListener('click', copy);
}
