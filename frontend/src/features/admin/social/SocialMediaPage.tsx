import { useMutation } from '@apollo/client/react';
import { CONTENT_LIMITS } from '@portfolio/content-rules';
import { useState, type FormEvent } from 'react';
import { FiInfo } from 'react-icons/fi';
import { PLATFORMS } from '../../../components/SocialIcon';
import { type Platform, type SocialMediaInput, UpdateSocialMediaDocument } from '../../../gql/admin/graphql';
import { IconBadge } from '../IconBadge';
import { SETTINGS_LOAD_ERROR, SETTINGS_SAVE_ERROR } from '../settingsText';
import { SettingsScreen } from '../SettingsScreen';
import { SaveBar, useSaveState } from '../useSaveState';
import './social.css';

/** SPEC.md §3: the twelve platforms, in the order the editor lists them. */
export const PLATFORM_ORDER = Object.keys(PLATFORMS) as Platform[];

const PLACEHOLDERS: Record<Platform, string> = {
  github: 'https://github.com/kullaniciadi',
  linkedin: 'https://www.linkedin.com/in/kullaniciadi',
  twitter: 'https://x.com/kullaniciadi',
  instagram: 'https://www.instagram.com/kullaniciadi',
  facebook: 'https://www.facebook.com/kullaniciadi',
  youtube: 'https://www.youtube.com/@kanal',
  medium: 'https://medium.com/@kullaniciadi',
  tiktok: 'https://www.tiktok.com/@kullaniciadi',
  discord: 'https://discord.gg/davet',
  telegram: 'https://t.me/kullaniciadi',
  whatsapp: 'https://wa.me/905551112233',
  email: 'mailto:ad@ornek.com',
};

export const SAVE_SUCCESS = 'Sosyal medya bağlantıları kaydedildi';

type Urls = Record<Platform, string>;

const emptyUrls = (): Urls => Object.fromEntries(PLATFORM_ORDER.map((platform) => [platform, ''])) as Urls;

/** SPEC.md §5: only URLs that are non-empty after trimming are sent, always active. */
export function toSocialMediaInput(urls: Urls): SocialMediaInput[] {
  return PLATFORM_ORDER.map((platform) => ({ platform, url: urls[platform].trim(), isActive: true })).filter(
    (entry) => entry.url !== '',
  );
}

function SocialMediaForm({ initial }: { initial: ReadonlyArray<{ platform: Platform; url: string }> }) {
  const [urls, setUrls] = useState<Urls>(() => {
    const start = emptyUrls();
    for (const { platform, url } of initial) if (platform in start) start[platform] = url;
    return start;
  });
  const [updateSocialMedia] = useMutation(UpdateSocialMediaDocument);
  const { saving, success, error, run } = useSaveState();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const socialMedia = toSocialMediaInput(urls);
    const saved = await run(() => updateSocialMedia({ variables: { socialMedia } }), {
      success: SAVE_SUCCESS,
      failure: SETTINGS_SAVE_ERROR,
    });
    if (saved) {
      const next = emptyUrls();
      for (const { platform, url } of socialMedia) next[platform] = url;
      setUrls(next);
    }
  }

  return (
    <form className="social-form" onSubmit={submit} noValidate aria-busy={saving}>
      <div className="info-box social-form__info">
        <FiInfo aria-hidden="true" className="social-form__info-icon" />
        <p>
          Tam adresi <code>https://</code> ile başlayarak girin; e-posta için <code>mailto:</code> kullanın (ör.{' '}
          <code>mailto:ad@ornek.com</code>). Boş bıraktığınız platformlar sitede gösterilmez.
        </p>
      </div>
      <fieldset className="card admin-section social-form__fields" disabled={saving}>
        <legend className="visually-hidden">Platform bağlantıları</legend>
        {PLATFORM_ORDER.map((platform) => {
          const { label, Icon } = PLATFORMS[platform];
          const id = `social-${platform}`;
          return (
            <div className="field social-field" key={platform}>
              <label htmlFor={id} className="social-field__label">
                <IconBadge Icon={Icon} className="social-field__icon" />
                {label}
              </label>
              <input
                id={id}
                name={platform}
                className="input"
                type="text"
                maxLength={CONTENT_LIMITS.settings.url}
                inputMode={platform === 'email' ? 'email' : 'url'}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                placeholder={PLACEHOLDERS[platform]}
                value={urls[platform]}
                onChange={(event) => {
                  const { value } = event.target;
                  setUrls((current) => ({ ...current, [platform]: value }));
                }}
              />
            </div>
          );
        })}
      </fieldset>
      <SaveBar saving={saving} success={success} error={error} />
    </form>
  );
}

/** SPEC.md §2 social media editor: one input per platform, hints, Save. */
export default function SocialMediaPage() {
  return (
    <SettingsScreen title="Sosyal Medya" loadError={SETTINGS_LOAD_ERROR}>
      {(settings) => <SocialMediaForm initial={settings.socialMedia} />}
    </SettingsScreen>
  );
}
