import { aboutRoutes } from '../modules/about/about.rest';
import { authRoutes } from '../modules/auth/auth.rest';
import { blogRoutes } from '../modules/blog/blog.rest';
import { contactRoutes } from '../modules/contact/contact.rest';
import { settingsRoutes } from '../modules/settings/settings.rest';
import type { RestRoute } from './route';

/** Every route of SPEC.md §7. */
export const routes: RestRoute[] = [...aboutRoutes, ...blogRoutes, ...contactRoutes, ...authRoutes, ...settingsRoutes];
