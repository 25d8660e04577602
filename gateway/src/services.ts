import type { DataSource } from 'typeorm';
import { AboutService } from './modules/about/about.service';
import { AuthService } from './modules/auth/auth.service';
import { TwoFactorService } from './modules/auth/two-factor.service';
import { BlogService } from './modules/blog/blog.service';
import { ContactService } from './modules/contact/contact.service';
import { FilesService } from './modules/files/files.service';
import { SettingsService } from './modules/settings/settings.service';
import type { RateLimits } from './rate-limits';

/** Every service of the gateway, built once per app and handed to resolvers through the context. */
export function createServices(dataSource: DataSource, jwtSecret: string, limits: RateLimits) {
  const files = new FilesService(dataSource);
  const twoFactor = new TwoFactorService(dataSource, limits);
  return {
    auth: new AuthService(dataSource, jwtSecret, limits, twoFactor),
    twoFactor,
    about: new AboutService(dataSource, files),
    blog: new BlogService(dataSource),
    contact: new ContactService(dataSource, limits),
    files,
    settings: new SettingsService(dataSource),
  };
}

export type Services = ReturnType<typeof createServices>;
