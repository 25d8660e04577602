import type { Module } from '../../core/module';
import { About } from './about.entity';
import { AboutResolver } from './about.resolver';
import { AboutInEnglish1799820000000 } from './1799820000000-about-in-english';
import { aboutRoutes } from './about.rest';
import { AboutService } from './about.service';
import { Experience } from './experience.entity';

declare module '../../core/context' {
  interface Services {
    about: AboutService;
  }
}

const ABOUT = () => ['about'];

/** The owner's About page: who they are, their experiences and technologies, their CV. Needs files. */
export const aboutModule: Module = {
  name: 'about',
  entities: [About, Experience],
  migrations: [AboutInEnglish1799820000000],
  resolvers: [AboutResolver],
  routes: aboutRoutes,
  services: ({ dataSource }, { files }) => ({ about: new AboutService(dataSource, files) }),
  publicFields: ['query.about'],
  answers: { about: ABOUT },
  writes: [
    [About, ABOUT],
    [Experience, ABOUT],
  ],
  // In the language of the site's address: null in English without an English version.
  site: {
    owner: 'query Owner($locale: Locale! = TR) { owner: about(locale: $locale) { name title } }',
    feedTags: ['about'],
  },
};
