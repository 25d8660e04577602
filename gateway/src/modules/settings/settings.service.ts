import type { DataSource } from 'typeorm';
import { AppError, badInput } from '../../core/errors';
import type { ContactInfoInput, SocialMediaInput } from './settings.inputs';
import { PLATFORMS, Settings, SocialLink } from './settings.entity';
import type { SettingsType } from './settings.types';

/**
 * Links the public site may render: web pages, and mailto: for email. The refusal names the
 * platform in `extensions.platform` too, so that the admin form can mark that field.
 */
function checkUrl(platform: string, url: string): void {
  const scheme = platform === 'email' ? /^(mailto:[^\s@]+@[^\s@]+|https?:\/\/\S+)$/i : /^https?:\/\/[^\s/]+\.\S*$/i;
  let valid = scheme.test(url);
  try {
    new URL(url);
  } catch {
    valid = false;
  }
  if (!valid) {
    throw new AppError(
      'BAD_USER_INPUT',
      platform === 'email'
        ? 'E-posta bağlantısı mailto: ile başlamalıdır (ör. mailto:ad@ornek.com)'
        : `Geçerli bir bağlantı giriniz (${platform}): https:// ile başlayan tam adres`,
      { platform },
    );
  }
}

export class SettingsService {
  constructor(private readonly dataSource: DataSource) {}

  async get(): Promise<SettingsType> {
    const [settings, links] = await Promise.all([
      this.dataSource.getRepository(Settings).findOneBy({ id: Settings.ID }),
      this.dataSource.getRepository(SocialLink).find(),
    ]);
    return {
      socialMedia: links.sort((a, b) => PLATFORMS.indexOf(a.platform) - PLATFORMS.indexOf(b.platform)),
      contactInfo: settings?.contactInfo ?? { email: '', location: '' },
    };
  }

  /** Replaces the whole list; entries with an empty URL are dropped. */
  async updateSocialMedia(input: SocialMediaInput[]): Promise<SettingsType> {
    const entries = input.filter((entry) => entry.url !== '');
    const seen = new Set<string>();
    for (const entry of entries) {
      if (seen.has(entry.platform)) throw badInput(`Her platform yalnızca bir kez eklenebilir: ${entry.platform}`);
      seen.add(entry.platform);
      checkUrl(entry.platform, entry.url);
    }
    await this.dataSource.transaction(async (manager) => {
      // A DELETE, not `clear()`: that is TRUNCATE on MySQL, which commits on its own and could not
      // be rolled back if an insert below fails.
      await manager.createQueryBuilder().delete().from(SocialLink).execute();
      await manager.save(
        entries.map((entry) =>
          manager.create(SocialLink, { platform: entry.platform, url: entry.url, isActive: entry.isActive ?? true }),
        ),
      );
    });
    return this.get();
  }

  async updateContactInfo(input: ContactInfoInput): Promise<SettingsType> {
    await this.dataSource
      .getRepository(Settings)
      .save({ id: Settings.ID, contactInfo: { email: input.email, location: input.location } });
    return this.get();
  }
}
