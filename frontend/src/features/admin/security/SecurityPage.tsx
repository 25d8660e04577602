import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FiCheck, FiCopy, FiShield } from 'react-icons/fi';
import { ErrorBox, InlineSpinner, Spinner } from '../../../components/States';
import {
  DisableTwoFactorDocument,
  EnableTwoFactorDocument,
  MeDocument,
  SetupTwoFactorDocument,
  type SetupTwoFactorMutation,
} from '../../../gql/admin/graphql';
import { errorText } from '../../../lib/errors';
import { SaveFeedback, useSaveState } from '../useSaveState';
import './security.css';

export const LOAD_ERROR = 'Hesap bilgileri yüklenirken bir hata oluştu';
export const FAILURE = 'İşlem sırasında bir hata oluştu';
export const ENABLED = 'İki adımlı doğrulama açıldı.';
export const DISABLED = 'İki adımlı doğrulama kapatıldı.';
export const COPY_FAILED = 'Kopyalanamadı: kodları seçip elle kopyalayın.';

type Setup = SetupTwoFactorMutation['setupTwoFactor'];

/** `ABCDEFGH…` → `ABCD EFGH …`: easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The 'Doğrulama kodu' field of the set-up and turn-off forms. */
function CodeField({ value, onChange, hint }: { value: string; onChange: (value: string) => void; hint: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Doğrulama kodu</label>
      <input
        id={id}
        className="input two-factor__code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={64}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-hint`} className="hint">
        {hint}
      </span>
    </div>
  );
}

function Busy({ busy, label, children }: { busy: boolean; label: string; children: ReactNode }) {
  return busy ? (
    <>
      <InlineSpinner /> {label}
    </>
  ) : (
    children
  );
}

/** Shown once after turning it on: the 10 recovery codes and a way to copy them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('yes');
    } catch {
      setCopied('failed'); // no clipboard outside https/localhost, or permission refused
    }
  }
  return (
    <section className="card admin-section two-factor" aria-labelledby="recovery-codes-title">
      <div className="notice notice--success" role="status">
        {ENABLED}
      </div>
      <h2 id="recovery-codes-title">Kurtarma kodları</h2>
      <p>
        Telefonunuza erişemediğinizde bu kodların her biri <strong>bir kez</strong> giriş için kullanılabilir. Yalnızca
        şimdi gösteriliyorlar: güvenli bir yere (ör. parola yöneticinize) kaydedin.
      </p>
      <ol className="recovery-codes" aria-label="Kurtarma kodları">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      {copied === 'failed' && (
        <div className="notice notice--error" role="alert">
          {COPY_FAILED}
        </div>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={copy}>
          {copied === 'yes' ? <FiCheck aria-hidden="true" /> : <FiCopy aria-hidden="true" />}
          {copied === 'yes' ? 'Kopyalandı' : 'Kodları kopyala'}
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          Kodları kaydettim
        </button>
      </div>
    </section>
  );
}

/** The QR code and the secret (shown this once), then a code from the app to confirm. */
function SetupForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [enable] = useMutation(EnableTwoFactorDocument);
  const { saving, error, run } = useSaveState();

  async function submit(event: FormEvent) {
    event.preventDefault();
    let codes: string[] = [];
    const done = await run(
      async () => {
        const { data } = await enable({ variables: { code: code.trim() } });
        codes = data?.enableTwoFactor.recoveryCodes ?? [];
      },
      { success: '', failure: FAILURE }, // the recovery codes' screen says it, with the codes
    );
    if (done) onEnabled(codes);
  }

  return (
    <form className="two-factor__setup" onSubmit={submit} aria-busy={saving}>
      <ol className="two-factor__steps">
        <li>
          <p>Telefonunuzdaki kimlik doğrulama uygulamasıyla bu QR kodunu tarayın.</p>
          <img
            className="two-factor__qr"
            src={setup.qrCode}
            alt="Kimlik doğrulama uygulaması için QR kodu"
            width={192}
            height={192}
          />
          <p className="hint">Tarayamıyorsanız bu anahtarı uygulamaya elle girin:</p>
          <code className="two-factor__secret" aria-label="Gizli anahtar">
            {grouped(setup.secret)}
          </code>
        </li>
        <li>
          <p>Uygulamanın gösterdiği kodla onaylayın.</p>
          <CodeField value={code} onChange={setCode} hint="Uygulamadaki 6 haneli kod." />
        </li>
      </ol>
      <SaveFeedback error={error} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          <Busy busy={saving} label="Onaylanıyor...">
            <FiCheck aria-hidden="true" /> Onayla ve aç
          </Busy>
        </button>
        <button type="button" className="button" disabled={saving} onClick={onCancel}>
          Vazgeç
        </button>
      </div>
    </form>
  );
}

function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  // The secret is kept out of Apollo's cache: it lives only in this screen's state.
  const [start] = useMutation(SetupTwoFactorDocument, { fetchPolicy: 'no-cache' });
  const [disable] = useMutation(DisableTwoFactorDocument);
  const { saving, error, run } = useSaveState();

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;

  async function begin() {
    await run(
      async () => {
        const { data } = await start();
        setSetup(data?.setupTwoFactor ?? null);
      },
      { success: '', failure: FAILURE }, // nothing to announce: the QR code appears
    );
  }

  async function turnOff(event: FormEvent) {
    event.preventDefault();
    const done = await run(() => disable({ variables: { code: code.trim() } }), {
      success: DISABLED,
      failure: FAILURE,
    });
    if (done) setCode('');
  }

  return (
    <section className="card admin-section two-factor" aria-labelledby="two-factor-title">
      <div className="two-factor__header">
        <h2 id="two-factor-title">
          <FiShield aria-hidden="true" /> İki adımlı doğrulama
        </h2>
        <span className={`two-factor__status two-factor__status--${enabled ? 'on' : 'off'}`}>
          {enabled ? 'Açık' : 'Kapalı'}
        </span>
      </div>
      <p>
        Açıkken girişte şifrenizin yanında telefonunuzdaki kimlik doğrulama uygulamasının (Google Authenticator,
        Microsoft Authenticator, 1Password, Aegis…) ürettiği 6 haneli kod da sorulur.
      </p>
      {enabled ? (
        <form className="two-factor__disable" onSubmit={turnOff} aria-busy={saving}>
          <CodeField
            value={code}
            onChange={setCode}
            hint="Kapatmak için uygulamadaki 6 haneli kod ya da bir kurtarma kodu."
          />
          <SaveFeedback error={error} />
          <div className="form-actions">
            <button type="submit" className="button button--danger" disabled={saving}>
              <Busy busy={saving} label="Kapatılıyor...">
                İki adımlı doğrulamayı kapat
              </Busy>
            </button>
          </div>
        </form>
      ) : setup ? (
        <SetupForm
          setup={setup}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
          }}
          onCancel={() => setSetup(null)}
        />
      ) : (
        <>
          <SaveFeedback error={error} />
          <div className="form-actions">
            <button type="button" className="button button--primary" disabled={saving} onClick={begin}>
              <Busy busy={saving} label="Hazırlanıyor...">
                <FiShield aria-hidden="true" /> İki adımlı doğrulamayı aç
              </Busy>
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** 'Güvenlik': the admin's own account settings — two-factor sign-in. */
export default function SecurityPage() {
  const { data, loading, error } = useQuery(MeDocument);
  return (
    <div className="admin-page admin-form-page">
      <h1>Güvenlik</h1>
      {loading ? (
        <Spinner />
      ) : error || !data ? (
        <ErrorBox message={errorText(error, LOAD_ERROR)} />
      ) : (
        <TwoFactorSection enabled={data.me.twoFactorEnabled} />
      )}
    </div>
  );
}
