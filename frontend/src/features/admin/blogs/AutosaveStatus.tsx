import { FiAlertTriangle, FiCheck, FiRotateCcw } from 'react-icons/fi';
import { InlineSpinner } from '../../../components/States';
import { longDateTimeText, timeText } from '../../../lib/format';
import type { AutosaveStatus } from './useAutosave';

export const UNSAVED = 'Kaydedilmemiş değişiklikler';
export const INCOMPLETE = 'Bu tarayıcıda saklandı; başlık yazılınca taslak olarak kaydedilecek.';
export const SAVING = 'Kaydediliyor…';
export const savedText = (at: Date) => `Kaydedildi ${timeText(at)}`;
export const NOT_SAVED = 'Kaydedilemedi';
export const RETRY = 'Tekrar dene';
export const OPEN_LATEST = 'Son hâlini yeni sekmede aç';
export const OVERWRITE = 'Benim metnimle üzerine yaz';
export const WAITING_SIGN_IN = 'Oturum sona erdi: kaydetmek için yeniden giriş yapın.';
export const COPY_FOUND = 'Kaydedilmemiş değişiklikler bulundu';
export const copyFoundText = (savedAt: number) =>
  `Bu tarayıcıda ${longDateTimeText(new Date(savedAt))} itibarıyla saklanan metin, kaydedilenden daha yeni.`;
export const RESTORE = 'Geri yükle';
export const DISCARD = 'Yok say';

/**
 * The autosave's state in words, where the owner looks before leaving: a live region, so a screen
 * reader hears 'Kaydedildi 14:32' too; a failure is an alert with its way out.
 */
export function AutosaveStatusLine({
  status,
  incompleteText = INCOMPLETE,
  latestPath,
  onRetry,
  onOverwrite,
}: {
  status: AutosaveStatus;
  /** Why a save waits (status 'incomplete'); the blog's: no title yet. */
  incompleteText?: string;
  /** The post's edit address, to read the other tab's version after a conflict. */
  latestPath: string | null;
  onRetry: () => void;
  onOverwrite: () => void;
}) {
  if (status.kind === 'error' || status.kind === 'conflict') {
    return (
      <div className="notice notice--error autosave autosave--problem" role="alert">
        <FiAlertTriangle aria-hidden="true" />
        <span>{status.kind === 'error' ? `${NOT_SAVED}: ${status.message}` : status.message}</span>
        {status.kind === 'error' ? (
          <button type="button" className="button button--small" onClick={onRetry}>
            <FiRotateCcw aria-hidden="true" /> {RETRY}
          </button>
        ) : (
          <span className="autosave__actions">
            {latestPath && (
              <a className="button button--small" href={latestPath} target="_blank" rel="noopener">
                {OPEN_LATEST}
              </a>
            )}
            <button type="button" className="button button--small" onClick={onOverwrite}>
              {OVERWRITE}
            </button>
          </span>
        )}
      </div>
    );
  }
  return (
    <p className="hint autosave" role="status">
      {status.kind === 'waiting' && UNSAVED}
      {status.kind === 'incomplete' && incompleteText}
      {status.kind === 'signin' && WAITING_SIGN_IN}
      {status.kind === 'saving' && (
        <>
          <InlineSpinner />
          {SAVING}
        </>
      )}
      {status.kind === 'saved' && (
        <>
          <FiCheck aria-hidden="true" />
          {savedText(status.at)}
        </>
      )}
    </p>
  );
}

/** A copy this browser kept, newer than the server's words: offered back before anything else. */
export function LocalCopyOffer({
  copy,
  onRestore,
  onDiscard,
}: {
  copy: { savedAt: number };
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section className="info-box local-copy" aria-labelledby="local-copy-title" role="alert">
      <h2 id="local-copy-title">{COPY_FOUND}</h2>
      <p>{copyFoundText(copy.savedAt)}</p>
      <div className="local-copy__actions">
        <button type="button" className="button button--primary" onClick={onRestore}>
          {RESTORE}
        </button>
        <button type="button" className="button" onClick={onDiscard}>
          {DISCARD}
        </button>
      </div>
    </section>
  );
}
