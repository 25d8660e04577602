import { ENGLISH_BADGE, HAS_ENGLISH } from './englishTexts';
import './language-tabs.css';

/** Issue 50: a list row's mark that the item has an English version: 'EN', read as 'İngilizce sürümü var'. */
export function EnglishBadge() {
  return (
    <span className="status-badge status-badge--english" title={HAS_ENGLISH}>
      <span aria-hidden="true" lang="en">
        {ENGLISH_BADGE}
      </span>
      <span className="visually-hidden">{HAS_ENGLISH}</span>
    </span>
  );
}
