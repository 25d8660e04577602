import { useMutation } from '@apollo/client/react';
import { CONTACT_INFO_RULES, checkText } from '@portfolio/content-rules';
import { useState, type FormEvent } from 'react';
import { FiEye, FiMail, FiMapPin } from 'react-icons/fi';
import { Field } from '../../../components/Field';
import { UpdateContactInfoDocument } from '../../../gql/admin/graphql';
import { SETTINGS_LOAD_ERROR, SETTINGS_SAVE_ERROR } from '../settingsText';
import { SettingsScreen } from '../SettingsScreen';
import { SaveBar, useSaveState } from '../useSaveState';
import './contact-info.css';

export const SAVE_SUCCESS = 'İletişim bilgileri kaydedildi';

/** Both fields are optional; a non-empty email must look like one (the gateway's rule, docs/product/admin.md#contact-info-editor): its message, if not. */
export const contactEmailError = (email: string) => checkText(CONTACT_INFO_RULES.email, email);
export const isValidContactEmail = (email: string) => contactEmailError(email) === undefined;

function Preview({ email, location }: { email: string; location: string }) {
  return (
    <aside className="card admin-section contact-preview" aria-labelledby="contact-preview-title">
      <h2 id="contact-preview-title">
        <FiEye aria-hidden="true" /> Önizleme
      </h2>
      {!email && !location ? (
        <p className="contact-preview__empty">Henüz bilgi girmediniz</p>
      ) : (
        <ul className="contact-preview__list">
          {email && (
            <li className="contact-preview__item">
              <FiMail aria-hidden="true" />
              <span className="contact-preview__email">{email}</span>
            </li>
          )}
          {location && (
            <li className="contact-preview__item">
              <FiMapPin aria-hidden="true" />
              <span className="contact-preview__location">{location}</span>
            </li>
          )}
        </ul>
      )}
    </aside>
  );
}

function ContactInfoForm({ initial }: { initial: { email: string; location: string } }) {
  const [email, setEmail] = useState(initial.email);
  const [location, setLocation] = useState(initial.location);
  const [emailError, setEmailError] = useState('');
  const [updateContactInfo] = useMutation(UpdateContactInfoDocument);
  const { saving, error, setError, run } = useSaveState();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refused = contactEmailError(email);
    if (refused) {
      setError(null);
      setEmailError(refused);
      return;
    }
    const input = { email: email.trim(), location: location.trim() };
    const saved = await run(() => updateContactInfo({ variables: { input } }), {
      success: SAVE_SUCCESS,
      failure: SETTINGS_SAVE_ERROR,
    });
    if (saved) {
      setEmail(input.email);
      setLocation(input.location);
    }
  }

  return (
    <div className="contact-editor">
      <form className="card admin-section contact-editor__form" onSubmit={submit} noValidate aria-busy={saving}>
        <fieldset className="contact-editor__fields" disabled={saving}>
          <legend className="visually-hidden">İletişim bilgileri</legend>
          <Field id="contact-info-email" label="E-posta" error={emailError} errorRole="alert">
            <input
              id="contact-info-email"
              className="input"
              type="email"
              maxLength={CONTACT_INFO_RULES.email.max}
              inputMode="email"
              autoComplete="email"
              placeholder="ad@ornek.com"
              value={email}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? 'contact-info-email-error' : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError('');
              }}
            />
          </Field>
          <Field id="contact-info-location" label="Konum">
            <textarea
              id="contact-info-location"
              className="input contact-editor__location"
              rows={3}
              maxLength={CONTACT_INFO_RULES.location.max}
              placeholder="ör. İstanbul, Türkiye"
              value={location}
              onChange={(event) => setLocation(event.target.value)}
            />
          </Field>
          <p className="hint">İki alan da isteğe bağlıdır; boş bıraktığınız bilgi sitede gösterilmez.</p>
        </fieldset>
        <SaveBar saving={saving} error={error} />
      </form>
      <Preview email={email.trim()} location={location.trim()} />
    </div>
  );
}

/** docs/product/admin.md#contact-info-editor: email, location, a live preview, Save. */
export default function ContactInfoPage() {
  return (
    <SettingsScreen title="İletişim Bilgileri" loadError={SETTINGS_LOAD_ERROR}>
      {(settings) => <ContactInfoForm initial={settings.contactInfo} />}
    </SettingsScreen>
  );
}
