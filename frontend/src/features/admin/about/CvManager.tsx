import { useMutation } from '@apollo/client/react';
import { MAX_UPLOAD_BYTES, PDF, UPLOAD_MESSAGES } from '@portfolio/content-rules';
import { useRef, useState, type ChangeEvent } from 'react';
import { FiExternalLink, FiFileText, FiTrash2, FiUpload } from 'react-icons/fi';
import { InlineSpinner } from '../../../components/States';
import { DeleteCvDocument, UploadCvDocument } from '../../../gql/admin/graphql';
import { errorText } from '../../../lib/errors';
import { useFeedback } from '../feedback';

export const CV_TEXT = {
  notPdf: UPLOAD_MESSAGES.notPdf,
  tooLarge: UPLOAD_MESSAGES.tooLarge,
  noFile: UPLOAD_MESSAGES.noCv,
  confirmDelete: 'CV dosyasını silmek istediğinize emin misiniz?',
  uploadError: 'CV yüklenirken bir hata oluştu',
  deleteError: 'CV silinirken bir hata oluştu',
  uploaded: 'CV başarıyla yüklendi',
  deleted: 'CV başarıyla silindi',
} as const;

/** docs/product/admin.md#cv: PDF only, at most 5 MB. */
const isPdf = (file: File) =>
  file.type === PDF.mediaType || (file.type === '' && file.name.toLowerCase().endsWith(`.${PDF.extension}`));

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;

/**
 * docs/product/admin.md#cv: 'CV Yönetimi': view, delete, choose and upload; `cvFile` is '' when
 * there is none. The picker is there even before the page's first save (the gateway then makes the
 * page for the CV). After a change, `reload` fetches the About data again
 * (docs/product/admin.md#cv).
 */
export function CvManager({ cvFile, reload }: { cvFile: string; reload: () => Promise<unknown> }) {
  const { confirm, toast } = useFeedback();
  const [uploadCv] = useMutation(UploadCvDocument);
  const [deleteCv] = useMutation(DeleteCvDocument);
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<'upload' | 'delete' | null>(null);

  function clearSelection() {
    setFile(null);
    if (picker.current) picker.current.value = '';
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setError('');
    if (chosen && !isPdf(chosen)) {
      setError(CV_TEXT.notPdf);
      clearSelection();
    } else if (chosen && chosen.size > MAX_UPLOAD_BYTES) {
      setError(CV_TEXT.tooLarge);
      clearSelection();
    } else {
      setFile(chosen);
    }
  }

  async function refresh() {
    try {
      await reload();
    } catch (failure) {
      console.error('Hakkımda bilgileri yeniden yüklenemedi', failure);
    }
  }

  async function upload() {
    setError('');
    if (!file) {
      setError(CV_TEXT.noFile);
      picker.current?.focus();
      return;
    }
    setBusy('upload');
    try {
      await uploadCv({ variables: { file } });
      clearSelection();
      toast(CV_TEXT.uploaded);
      await refresh();
    } catch (failure) {
      setError(errorText(failure, CV_TEXT.uploadError));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setError('');
    if (!(await confirm(CV_TEXT.confirmDelete))) return;
    setBusy('delete');
    try {
      await deleteCv();
      toast(CV_TEXT.deleted);
      await refresh();
    } catch (failure) {
      setError(errorText(failure, CV_TEXT.deleteError));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="cv-manager" aria-busy={busy !== null}>
      {cvFile ? (
        <div className="cv-current">
          <FiFileText aria-hidden="true" className="cv-current__icon" />
          <div className="cv-current__text">
            <strong>Mevcut CV</strong>
            <span className="cv-current__name">{cvFile}</span>
          </div>
          <div className="cv-current__actions">
            <a
              className="button button--small"
              href={`/uploads/${encodeURIComponent(cvFile)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <FiExternalLink aria-hidden="true" /> CV&apos;yi Görüntüle
            </a>
            <button
              type="button"
              className="button button--danger button--small"
              disabled={busy !== null}
              onClick={remove}
            >
              {busy === 'delete' ? (
                <>
                  <InlineSpinner /> Siliniyor...
                </>
              ) : (
                <>
                  <FiTrash2 aria-hidden="true" /> CV&apos;yi Sil
                </>
              )}
            </button>
          </div>
        </div>
      ) : (
        <p className="hint">Henüz bir CV yüklenmedi.</p>
      )}

      <div className="field cv-picker">
        <label htmlFor="about-cv-file">{cvFile ? 'Yeni CV dosyası' : 'CV dosyası'}</label>
        <input
          ref={picker}
          id="about-cv-file"
          className="input cv-picker__input"
          type="file"
          accept={`.${PDF.extension},${PDF.mediaType}`}
          aria-describedby="about-cv-hint"
          aria-invalid={error === CV_TEXT.notPdf || error === CV_TEXT.tooLarge || error === CV_TEXT.noFile}
          disabled={busy !== null}
          onChange={choose}
        />
        <span className="hint" id="about-cv-hint">
          Yalnızca PDF, en fazla 5 MB. {cvFile ? 'Yüklenen dosya mevcut CV’nin yerini alır.' : ''}
        </span>
      </div>

      {file && (
        <p className="cv-selected">
          <FiFileText aria-hidden="true" /> <span className="cv-selected__name">{file.name}</span>{' '}
          <span className="hint">({sizeText(file.size)})</span>
        </p>
      )}

      {error && (
        <div className="notice notice--error cv-error" role="alert">
          {error}
        </div>
      )}

      <button type="button" className="button button--primary cv-upload" disabled={busy !== null} onClick={upload}>
        {busy === 'upload' ? (
          <>
            <InlineSpinner /> Yükleniyor...
          </>
        ) : (
          <>
            <FiUpload aria-hidden="true" /> CV Yükle
          </>
        )}
      </button>
    </div>
  );
}
