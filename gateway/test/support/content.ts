/**
 * Valid inputs of the content operations (the same on both doors), each with the fields a test
 * wants different. Values are `unknown` so that a test can send what the API must refuse.
 */

type Override = Record<string, unknown>;

export type BlogInput = {
  title: string;
  shortDescription: string;
  content: string;
  tags: unknown;
  publishDate?: string | null;
  /** Left out, the gateway makes it from the title: a factory's posts never clash by their slugs. */
  slug?: string | null;
  [field: string]: unknown;
};
export const blogInput = (override: Partial<BlogInput> = {}): BlogInput => ({
  title: 'Başlık',
  shortDescription: 'Kısa açıklama',
  content: '<p>İçerik</p>',
  tags: ['etiket'],
  ...override,
});

export type MessageInput = { name: unknown; email: unknown; message: unknown; [field: string]: unknown };
export const messageInput = (override: Partial<MessageInput> = {}): MessageInput => ({
  name: 'Ziyaretçi',
  email: 'ziyaretci@ornek.com',
  message: 'Merhaba, bir sorum olacaktı.',
  ...override,
});

export type ExperienceInput = { title: string; company: string; period: string; description: string };
export const experienceInput = (override: Override = {}) => ({
  title: 'Geliştirici',
  company: 'Acme',
  period: '2020 - 2024',
  description: 'Node.js',
  ...override,
});

export type AboutInput = {
  name: string;
  title: string;
  description: string;
  experiences: unknown;
  technologies: unknown;
  [field: string]: unknown;
};
export const aboutInput = (override: Partial<AboutInput> = {}): AboutInput => ({
  name: 'Ayşe Yılmaz',
  title: 'Yazılım Geliştirici',
  description: 'Merhaba.',
  experiences: [experienceInput()],
  technologies: ['TypeScript'],
  ...override,
});
