import { LANGUAGE_NAME, LANGUAGE_TAG, LOCALES, type Locale } from '@portfolio/content-rules';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './language-tabs.css';

/**
 * Issue 50: an item's Turkish and English texts as two tabs, 'Türkçe' | 'English' (WAI-ARIA tabs:
 * the arrow keys, Home and End move between them and choose). Only the chosen panel's fields are
 * rendered (one editor at a time, and no field of the other language answering to the same label):
 * the texts live in the form's state, so what was typed in one is there when the owner comes back
 * (ADR 0017). `marked`
 * adds a note after a tab's name (for screen readers too), e.g. that it has no text yet.
 */
export function LanguageTabs({
  id,
  selected,
  onSelect,
  panels,
  marked = {},
  label = 'Dil',
}: {
  /** Prefixes the tabs' and panels' ids. */
  id: string;
  selected: Locale;
  onSelect: (locale: Locale) => void;
  panels: Record<Locale, ReactNode>;
  marked?: Partial<Record<Locale, string>>;
  label?: string;
}) {
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const at = LOCALES.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? LOCALES[(at + 1) % LOCALES.length]
        : event.key === 'ArrowLeft'
          ? LOCALES[(at - 1 + LOCALES.length) % LOCALES.length]
          : event.key === 'Home'
            ? LOCALES[0]
            : event.key === 'End'
              ? LOCALES[LOCALES.length - 1]
              : null;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className="language-tabs">
      <div role="tablist" aria-label={label} className="language-tabs__list">
        {LOCALES.map((locale) => (
          <button
            key={locale}
            ref={(element) => {
              tabs.current[locale] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${locale}`}
            aria-controls={`${id}-panel-${locale}`}
            aria-selected={locale === selected}
            tabIndex={locale === selected ? 0 : -1}
            className="language-tabs__tab"
            onClick={() => onSelect(locale)}
            onKeyDown={onKeyDown}
          >
            <span lang={LANGUAGE_TAG[locale]}>{LANGUAGE_NAME[locale]}</span>
            {marked[locale] && <span className="language-tabs__mark">{marked[locale]}</span>}
          </button>
        ))}
      </div>
      {LOCALES.map((locale) => (
        <div
          key={locale}
          role="tabpanel"
          id={`${id}-panel-${locale}`}
          aria-labelledby={`${id}-tab-${locale}`}
          className="language-tabs__panel"
          hidden={locale !== selected}
        >
          {locale === selected && panels[locale]}
        </div>
      ))}
    </div>
  );
}
