import { ContentChange } from '../cache/content-change.entity';
import { About } from '../modules/about/about.entity';
import { Experience } from '../modules/about/experience.entity';
import { RecoveryCode } from '../modules/auth/recovery-code.entity';
import { User } from '../modules/auth/user.entity';
import { BlogPost } from '../modules/blog/blog-post.entity';
import { BlogSlug } from '../modules/blog/blog-slug.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { StoredFile } from '../modules/files/stored-file.entity';
import { Settings, SocialLink } from '../modules/settings/settings.entity';
import { RateLimitCounter } from '../rate-limit-counter.entity';

export const entities = [
  About,
  Experience,
  BlogPost,
  BlogSlug,
  ContactMessage,
  Settings,
  SocialLink,
  User,
  RecoveryCode,
  StoredFile,
  ContentChange,
  RateLimitCounter,
];
