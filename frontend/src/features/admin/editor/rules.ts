/**
 * The toolbar's choices and the checks it runs on what the admin types or picks
 * (docs/product/editor.md#links-and-images: links http, https, mailto, tel; images also data;
 * videos from YouTube and Vimeo only). What a post may contain is the allowlist of
 * @portfolio/content-rules, which the gateway's sanitiser applies on every write, so the editor's
 * output is stored byte for byte.
 */
import {
  ICO_ALIAS,
  IMAGE_SRC,
  LINK_HREF,
  MAX_IMAGE_UPLOAD_BYTES,
  PICKER_IMAGE_TYPES,
  UPLOAD_MESSAGES,
} from '@portfolio/content-rules';

// ---------------------------------------------------------------------------------------------
// Toolbar choices

/**
 * Safe font stacks, written the way browsers serialise them (multi-word names double-quoted), so
 * that a stored post loads back with the same value selected.
 */
export const FONT_FAMILIES = [
  { label: 'Varsayılan', value: '' },
  { label: 'Sans-serif', value: 'Arial, Helvetica, sans-serif' },
  { label: 'Serif', value: 'Georgia, "Times New Roman", serif' },
  { label: 'Eğik yazı (Fraunces)', value: '"Fraunces Variable", Georgia, serif' },
  { label: 'Verdana', value: 'Verdana, Geneva, sans-serif' },
  { label: 'Trebuchet', value: '"Trebuchet MS", Helvetica, sans-serif' },
  { label: 'Eş aralıklı', value: '"Courier New", Courier, monospace' },
] as const;

// ---------------------------------------------------------------------------------------------
// URL checks (the Turkish messages are shown under the toolbar)

export const LINK_ERROR = 'Yalnızca http, https, mailto veya tel bağlantıları eklenebilir.';
export const IMAGE_URL_ERROR = 'Görsel adresi https:// ile başlamalı ya da geçerli bir data:image adresi olmalıdır.';
export const VIDEO_ERROR = 'Yalnızca YouTube veya Vimeo video bağlantıları eklenebilir.';

type Checked<T> = ({ ok: true } & T) | { ok: false; error: string };

/** Whether a link target is allowed as it stands (the editor's Link `isAllowedUri`). */
export function isAllowedHref(href: string): boolean {
  if (!LINK_HREF.test(href)) return false;
  if (/^https?:/i.test(href)) {
    try {
      return new URL(href).hostname.length > 0;
    } catch {
      return false;
    }
  }
  return /^(?:mailto|tel):.+/i.test(href);
}

/**
 * The link the admin typed: http, https, mailto and tel as they are; a bare address such as
 * `ornek.com/yazi` becomes https, a bare e-mail address mailto; anything else is refused.
 */
export function checkLink(input: string): Checked<{ href: string }> {
  const value = input.trim();
  let href = value;
  if (!/^[a-z][a-z\d+.-]*:/i.test(value)) {
    if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(value)) href = `mailto:${value}`;
    else if (/^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d+)?(?:[/?#]\S*)?$/u.test(value)) href = `https://${value}`;
  }
  return isAllowedHref(href) ? { ok: true, href } : { ok: false, error: LINK_ERROR };
}

/** An image address typed into the image panel: https only (a data: address is uploaded instead: dataUrlFile). */
export function checkImageUrl(input: string): Checked<{ src: string }> {
  const src = input.trim();
  return IMAGE_SRC.test(src) && /^https:/i.test(src) ? { ok: true, src } : { ok: false, error: IMAGE_URL_ERROR };
}

/**
 * A `data:image/…;base64,…` address as a file to upload, or null for anything else: the post then
 * holds an address of ours, never the image's bytes.
 */
export function dataUrlFile(src: string): File | null {
  const match = /^data:(image\/[a-z0-9.+-]+);base64,([a-z0-9+/\s]+={0,2})$/i.exec(src.trim());
  if (!match) return null;
  const type = match[1]!.toLowerCase();
  try {
    const bytes = Uint8Array.from(atob(match[2]!.replace(/\s+/g, '')), (char) => char.charCodeAt(0));
    return new File([bytes], `gorsel.${type.slice('image/'.length).replace(/\W.*$/, '')}`, { type });
  } catch {
    return null; // not base64 after all
  }
}

/** The images of pasted or dropped HTML given as data: addresses, as files to upload. */
export const dataImagesOf = (html: string): File[] =>
  html.includes('data:')
    ? [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img')].flatMap(
        (image) => dataUrlFile(image.getAttribute('src') ?? '') ?? [],
      )
    : [];

/** The image types the picker accepts (docs/product/editor.md#links-and-images) and the gateway's size limit. */
const ACCEPTED_IMAGE_TYPES: readonly string[] = [...PICKER_IMAGE_TYPES, ICO_ALIAS];

export function checkImageFile(file: File): Checked<object> {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return { ok: false, error: UPLOAD_MESSAGES.pickerType };
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return { ok: false, error: UPLOAD_MESSAGES.pickerSize };
  return { ok: true };
}

export type Video =
  | {
      provider: 'youtube';
      /** a watch URL TipTap's Youtube node turns into its embed URL */ src: string;
      start: number;
    }
  | { provider: 'vimeo'; /** the player URL */ src: string };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;

/** `90`, `90s` or `1h2m30s` → seconds. */
function seconds(value: string | null): number {
  const match = value?.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/);
  if (!value || !match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/**
 * A YouTube or Vimeo address (watch, share, shorts, embed or player links) → the video to insert,
 * rebuilt from its id so that nothing else from the typed address reaches the page.
 */
export function checkVideoUrl(input: string): Checked<{ video: Video }> {
  const refused = { ok: false as const, error: VIDEO_ERROR };
  const value = input.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`);
  } catch {
    return refused;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refused;
  if (url.username || url.password || url.port) return refused;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);

  if (YOUTUBE_HOSTS.has(host)) {
    let id: string | null | undefined;
    if (host === 'youtu.be') id = parts[0];
    else if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
    if (!id || !YOUTUBE_ID.test(id)) return refused;
    const start = seconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
    return { ok: true, video: { provider: 'youtube', src: `https://www.youtube.com/watch?v=${id}`, start } };
  }

  if (VIMEO_HOSTS.has(host)) {
    let id: string | undefined;
    let hash: string | null = url.searchParams.get('h');
    if (host === 'player.vimeo.com') {
      id = parts[0] === 'video' ? parts[1] : undefined;
    } else {
      const index = parts.findIndex((part) => /^\d+$/.test(part));
      id = index >= 0 ? parts[index] : undefined;
      hash ??= index >= 0 ? (parts[index + 1] ?? null) : null;
    }
    if (!id || !/^\d{1,12}$/.test(id)) return refused;
    const query = hash && /^[\da-f]{1,40}$/i.test(hash) ? `?h=${hash}` : '';
    return { ok: true, video: { provider: 'vimeo', src: `https://player.vimeo.com/video/${id}${query}` } };
  }

  return refused;
}
