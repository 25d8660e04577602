/**
 * The server's limits (gateway/src/content-limits.ts; content-limits.test.ts keeps the two equal), for the
 * forms' `maxLength` attributes and counters. Lengths are UTF-16 code units, `string.length`: the
 * unit that `maxlength` enforces and that the server counts, so what a form lets through fits.
 */
export const CONTENT_LIMITS = {
  blog: { title: 200, shortDescription: 200, tags: 20, tag: 40 },
  contact: { name: 100, email: 254, messageMin: 10, message: 5000 },
  about: {
    name: 200,
    title: 200,
    description: 10_000,
    experiences: 50,
    experienceTitle: 200,
    experienceCompany: 200,
    experiencePeriod: 100,
    experienceDescription: 5000,
    technologies: 50,
    technology: 50,
  },
  settings: { url: 2048, email: 254, location: 500 },
  account: { email: 254, password: 1024, code: 64 },
} as const;
