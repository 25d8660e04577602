import { InitialSchema1763769600000 } from './1763769600000-initial-schema';
import { TwoFactor1764000000000 } from './1764000000000-two-factor';
import { BlogSlugs1795500000000 } from './1795500000000-blog-slugs';
import { ContentChanges1795600000000 } from './1795600000000-content-changes';
import { BlogStatus1796000000000 } from './1796000000000-blog-status';
import { RateLimits1796100000000 } from './1796100000000-rate-limits';

/** Every migration, oldest first. Imported, not globbed, so the list is the same under tsx, jest and node. */
export const migrations = [
  InitialSchema1763769600000,
  TwoFactor1764000000000,
  BlogSlugs1795500000000,
  ContentChanges1795600000000,
  BlogStatus1796000000000,
  RateLimits1796100000000,
];
