import { useQuery } from '@apollo/client/react';
import { BACKUP_RULES, checkText, PASSPHRASES_DIFFER } from '@portfolio/content-rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorProps, Field, textInput } from '../../components/Field';
import { InlineSpinner } from '../../components/States';
import { MeDocument } from '../../gql/admin/graphql';
import { useFeedback } from './feedback';
import './backup-dialog.css';

/** The whole site as one zip (gateway: modules/backup), for the password given again. */
export const BACKUP_URL = '/api/backup';

export const BACKUP_TEXT = {
  title: 'Yedek indir',
  intro: 'Sitenin tüm içeriği tek bir dosya olarak indirilir. Güvenliğiniz için şifrenizi yeniden girin.',
  secrets: 'İki adımlı doğrulama anahtarlarını da ekle',
  secretsHint:
    'Yedek, belirlediğiniz parolayla şifrelenir; geri yüklerken bu parola sorulur ve parola olmadan açılamaz. Bu seçenek olmadan yedekten kurulan sitede iki adımlı doğrulama yeniden kurulur.',
  failed: 'Yedek indirilemedi. Lütfen tekrar deneyin.',
  cut: 'Yedek indirilemedi: bağlantı kesildi. Lütfen tekrar deneyin.',
  done: 'Yedek indirildi',
};

/** The name the gateway gives the file (`Content-Disposition`), or a plain one. */
export function downloadName(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'yedek.zip';
}

/** Hands `blob` to the browser as a download under `name`. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type Errors = { password?: string; passphrase?: string; again?: string };

/**
 * 'Yedek indir' (issue 42): the archive holds every account, so the gateway gives it only for the
 * password typed again — and the two-factor code, when two-factor sign-in is on — in a POST's
 * body (POST /api/backup), with sign-in's answers and limits. The two-factor secrets travel only
 * in an archive encrypted with a passphrase the owner sets here. A modal dialog: focus moves in
 * (to the password), Escape or 'Vazgeç' closes it unless a download is under way; on a phone it
 * takes the width, its buttons one under the other.
 */
export function BackupDialog({ onClose }: { onClose: () => void }) {
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const { toast } = useFeedback();
  const me = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeAsked, setCodeAsked] = useState(false);
  const [secrets, setSecrets] = useState(false);
  const [passphrase, setPassphrase] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const askCode = codeAsked || Boolean(me.data?.me.twoFactorEnabled);

  useEffect(() => {
    dialog.current?.showModal();
    passwordInput.current?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      password: checkText(BACKUP_RULES.password, password),
      ...(secrets && {
        passphrase: checkText(BACKUP_RULES.passphrase, passphrase),
        again: again === passphrase ? undefined : PASSPHRASES_DIFFER,
      }),
    };
    setErrors(found);
    setFailure('');
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const response = await fetch(BACKUP_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          password,
          ...(askCode && code.trim() ? { code: code.trim() } : {}),
          ...(secrets ? { passphrase } : {}),
        }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        const message = body?.message ?? BACKUP_TEXT.failed;
        // Two-factor sign-in turned on since the session began: the gateway asks for the code.
        if (response.status === 401 && /doğrulama kodu/i.test(message)) setCodeAsked(true);
        setFailure(message);
        return;
      }
      save(await response.blob(), downloadName(response.headers.get('content-disposition')));
      toast(BACKUP_TEXT.done);
      onClose();
    } catch {
      setFailure(BACKUP_TEXT.cut);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof Errors) => `${ids}-${name}`;
  return (
    <dialog
      ref={dialog}
      className="confirm backup-dialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-intro`}
      aria-busy={busy}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${ids}-title`}>{BACKUP_TEXT.title}</h2>
        <p id={`${ids}-intro`}>{BACKUP_TEXT.intro}</p>
        {failure && (
          <div className="notice notice--error" role="alert">
            {failure}
          </div>
        )}
        <Field id={field('password')} label="Şifre" error={errors.password} errorRole="alert">
          <input
            id={field('password')}
            ref={passwordInput}
            type="password"
            autoComplete="current-password"
            {...textInput(password, setPassword)}
            {...errorProps(field('password'), errors.password)}
          />
        </Field>
        {askCode && (
          <Field
            id={`${ids}-code`}
            label="Doğrulama kodu"
            hint="Kimlik doğrulama uygulamanızdaki 6 haneli kod ya da bir kurtarma kodu"
          >
            <input
              id={`${ids}-code`}
              autoComplete="one-time-code"
              inputMode="text"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              aria-describedby={`${ids}-code-hint`}
              {...textInput(code, setCode)}
            />
          </Field>
        )}
        <label className="backup-dialog__check">
          <input
            type="checkbox"
            checked={secrets}
            onChange={(event) => setSecrets(event.target.checked)}
            aria-describedby={`${ids}-secrets-hint`}
          />
          {BACKUP_TEXT.secrets}
        </label>
        <p id={`${ids}-secrets-hint`} className="hint">
          {BACKUP_TEXT.secretsHint}
        </p>
        {secrets && (
          <>
            <Field
              id={field('passphrase')}
              label="Yedek parolası"
              hint={`En az ${BACKUP_RULES.passphrase.min} karakter`}
              error={errors.passphrase}
              errorRole="alert"
            >
              <input
                id={field('passphrase')}
                type="password"
                autoComplete="new-password"
                {...textInput(passphrase, setPassphrase)}
                {...errorProps(field('passphrase'), errors.passphrase)}
                aria-describedby={[`${field('passphrase')}-hint`, errors.passphrase && `${field('passphrase')}-error`]
                  .filter(Boolean)
                  .join(' ')}
              />
            </Field>
            <Field id={field('again')} label="Yedek parolası (tekrar)" error={errors.again} errorRole="alert">
              <input
                id={field('again')}
                type="password"
                autoComplete="new-password"
                {...textInput(again, setAgain)}
                {...errorProps(field('again'), errors.again)}
              />
            </Field>
          </>
        )}
        <div className="confirm__actions backup-dialog__actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            Vazgeç
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? (
              <>
                <InlineSpinner /> Hazırlanıyor...
              </>
            ) : (
              'İndir'
            )}
          </button>
        </div>
      </form>
    </dialog>
  );
}
