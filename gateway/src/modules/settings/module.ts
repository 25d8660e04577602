import type { Module } from '../../core/module';
import { SettingsResolver } from './settings.resolver';
import { settingsRoutes } from './settings.rest';
import { SettingsService } from './settings.service';
import { Settings, SocialLink } from './settings.entity';

declare module '../../core/context' {
  interface Services {
    settings: SettingsService;
  }
}

const SETTINGS = () => ['settings'];

/** The site's settings: social links and contact details. */
export const settingsModule: Module = {
  name: 'settings',
  entities: [Settings, SocialLink],
  resolvers: [SettingsResolver],
  routes: settingsRoutes,
  services: ({ dataSource }) => ({ settings: new SettingsService(dataSource) }),
  publicFields: ['query.settings'],
  answers: { settings: SETTINGS },
  writes: [
    [Settings, SETTINGS],
    [SocialLink, SETTINGS],
  ],
};
