import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { CONTENT_LIMITS } from '@portfolio/content-rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FiInfo } from 'react-icons/fi';
import { errorProps, Field } from '../../../components/Field';
import { PLATFORMS } from '../../../components/SocialIcon';
import { type Platform, type SocialMediaInput, UpdateSocialMediaDocument } from '../../../gql/admin/graphql';
import { IconBadge } from '../IconBadge';
import { SETTINGS_LOAD_ERROR, SETTINGS_SAVE_ERROR } from '../settingsText';
import { SettingsScreen } from '../SettingsScreen';
import { SaveBar, useSaveState } from '../useSaveState';
import './social.css';

/** docs/product/data.md#social-media-entry: the twelve platforms, in the order the editor lists them. */
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
type LinkErrors = Partial<Record<Platform, string>>;

const EMAIL_LINK_ERROR = 'E-posta bağlantısı mailto: ile başlamalıdır (ör. mailto:ad@ornek.com)';

/** Why the gateway refuses a link, the field named by its label (the gateway's message names the platform's key). */
const linkRefusal = (platform: Platform) =>
  platform === 'email'
    ? EMAIL_LINK_ERROR
    : `Geçerli bir ${PLATFORMS[platform].label} bağlantısı giriniz: https:// ile başlayan tam adres`;

/**
 * A bare address made whole: `instagram.com/x` or `www.x.com` gets `https://`, and on e-mail
 * `ad@ornek.com` gets `mailto:`. Anything else is left as typed.
 */
export function completeLink(platform: Platform, value: string): string {
  const url = value.trim();
  if (platform === 'email' && /^[^\s@:/]+@[^\s@]+\.[^\s@]+$/.test(url)) return `mailto:${url}`;
  if (/^[^\s/:@]+\.[^\s/:@]+([/?#]\S*)?$/.test(url)) return `https://${url}`;
  return value;
}

/** The platform a refusal of the gateway names (`extensions.platform`), if it names one of ours. */
function refusedPlatform(error: unknown): Platform | undefined {
  const platform = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.platform : undefined;
  return PLATFORM_ORDER.find((known) => known === platform);
}

const emptyUrls = (): Urls => Object.fromEntries(PLATFORM_ORDER.map((platform) => [platform, ''])) as Urls;

/** docs/product/admin.md#social-media-editor: only URLs that are non-empty after trimming are sent, always active. */
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
  const [errors, setErrors] = useState<LinkErrors>({});
  const [updateSocialMedia] = useMutation(UpdateSocialMediaDocument);
  const { saving, error, setError, run } = useSaveState();

  // After a failed save, the first marked field takes the focus (once the form is enabled again).
  const focusFirstError = useRef(false);
  useEffect(() => {
    if (!focusFirstError.current || saving) return;
    focusFirstError.current = false;
    const first = PLATFORM_ORDER.find((platform) => errors[platform]);
    if (first) document.getElementById(`social-${first}`)?.focus();
  }, [errors, saving]);

  const setUrl = (platform: Platform, url: string) => setUrls((current) => ({ ...current, [platform]: url }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const completed = { ...urls };
    for (const platform of PLATFORM_ORDER) completed[platform] = completeLink(platform, urls[platform]);
    setUrls(completed);
    const socialMedia = toSocialMediaInput(completed);
    setErrors({});
    // docs/product/admin.md#social-media-editor shows no URL format check of its own: the gateway's
    // refusal is what is shown.
    let refused: Platform | undefined;
    const saved = await run(
      () =>
        updateSocialMedia({ variables: { socialMedia } }).catch((failure: unknown) => {
          refused = refusedPlatform(failure);
          throw failure;
        }),
      { success: SAVE_SUCCESS, failure: SETTINGS_SAVE_ERROR },
    );
    if (saved) {
      const next = emptyUrls();
      for (const { platform, url } of socialMedia) next[platform] = url;
      setUrls(next);
    } else if (refused) {
      // Shown beside its field, by its label, rather than in the box with the platform's key.
      setError(null);
      setErrors({ [refused]: linkRefusal(refused) });
      focusFirstError.current = true;
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
            <Field
              key={platform}
              id={id}
              className="social-field"
              label={
                <>
                  <IconBadge Icon={Icon} className="social-field__icon" />
                  {label}
                </>
              }
              error={errors[platform]}
            >
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
                {...errorProps(id, errors[platform])}
                onChange={(event) => {
                  setUrl(platform, event.target.value);
                  setErrors((current) => ({ ...current, [platform]: undefined }));
                }}
                onBlur={() => setUrl(platform, completeLink(platform, urls[platform]))}
              />
            </Field>
          );
        })}
      </fieldset>
      <SaveBar saving={saving} error={error} />
    </form>
  );
}

/** docs/product/admin.md#social-media-editor: one input per platform, hints, Save. */
export default function SocialMediaPage() {
  return (
    <SettingsScreen title="Sosyal Medya" loadError={SETTINGS_LOAD_ERROR}>
      {(settings) => <SocialMediaForm initial={settings.socialMedia} />}
    </SettingsScreen>
  );
}
