import type { IconType } from 'react-icons';
import {
  FaDiscord,
  FaEnvelope,
  FaFacebook,
  FaGithub,
  FaInstagram,
  FaLinkedin,
  FaMedium,
  FaTelegram,
  FaTiktok,
  FaWhatsapp,
  FaXTwitter,
  FaYoutube,
} from 'react-icons/fa6';
import type { Platform } from '../gql/graphql';
import './social-links.css';

/** The twelve platforms of docs/product/data.md#social-media-entry: icon and the name people know them by. */
export const PLATFORMS: Record<Platform, { label: string; Icon: IconType }> = {
  github: { label: 'GitHub', Icon: FaGithub },
  linkedin: { label: 'LinkedIn', Icon: FaLinkedin },
  twitter: { label: 'Twitter/X', Icon: FaXTwitter },
  instagram: { label: 'Instagram', Icon: FaInstagram },
  facebook: { label: 'Facebook', Icon: FaFacebook },
  youtube: { label: 'YouTube', Icon: FaYoutube },
  medium: { label: 'Medium', Icon: FaMedium },
  tiktok: { label: 'TikTok', Icon: FaTiktok },
  discord: { label: 'Discord', Icon: FaDiscord },
  telegram: { label: 'Telegram', Icon: FaTelegram },
  whatsapp: { label: 'WhatsApp', Icon: FaWhatsapp },
  email: { label: 'E-posta', Icon: FaEnvelope },
};

export type SocialLink = { platform: Platform; url: string };

/** Icon links, each opening in a new tab. */
export function SocialLinks({ links, className = 'social-links' }: { links: SocialLink[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map(({ platform, url }) => {
        const { label, Icon } = PLATFORMS[platform];
        return (
          <li key={platform}>
            <a
              className="social-link"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              title={label}
            >
              <Icon aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
