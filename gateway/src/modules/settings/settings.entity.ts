import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The twelve platforms of SPEC.md §3, in the order the site shows them. */
export const PLATFORMS = [
  'github',
  'linkedin',
  'twitter',
  'instagram',
  'facebook',
  'youtube',
  'medium',
  'tiktok',
  'discord',
  'telegram',
  'whatsapp',
  'email',
] as const;
export type Platform = (typeof PLATFORMS)[number];

export class ContactInfo {
  @Column({ type: 'varchar', length: 254, default: '' })
  email: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  location: string;
}

/** Site-wide settings: a single row (id 1). Social links live in their own table. */
@Entity('settings')
export class Settings {
  static readonly ID = 1;

  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column(() => ContactInfo, { prefix: 'contact' })
  contactInfo: ContactInfo;
}

/** One social profile; at most one per platform. */
@Entity('social_links')
export class SocialLink {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  platform: Platform;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
