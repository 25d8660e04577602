/**
 * Every limit on what the API stores. Lengths are counted in UTF-16 code units, JavaScript's
 * `string.length`: the unit of the browser's `maxlength`, of the admin's counters
 * ('n/200 karakter') and of the gateway's MaxLength/MinLength. A column of N characters (MySQL
 * and MariaDB count code points) always holds a string of N units, which takes at most 3·N bytes
 * of utf8mb4 (`text` holds 65 535). gateway/test/length-limits.test.ts checks every column
 * against these numbers.
 */
export const CONTENT_LIMITS = {
  blog: { title: 200, shortDescription: 200, tags: 20, tag: 40, slug: 80 },
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
  /** A technology is a tag (its tag page lists its projects): a post's tags' limits. */
  project: { title: 200, summary: 200, cover: 200, link: 500, technologies: 20, technology: 40 },
  settings: { url: 2048, email: 254, location: 500 },
  account: { email: 254, password: 1024, code: 64 },
} as const;
