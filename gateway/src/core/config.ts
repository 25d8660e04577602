import path from 'node:path';
import dotenv from 'dotenv';
import { z } from 'zod';

// `.env` in the working directory, if present; real environment variables win.
dotenv.config({ quiet: true });

/** A configuration problem the operator must fix; `main` prints it as one line and stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const flag = (fallback: boolean) =>
  optional.transform((v, ctx) => {
    if (v === undefined) return fallback;
    if (/^(1|true|yes|on)$/i.test(v)) return true;
    if (/^(0|false|no|off)$/i.test(v)) return false;
    ctx.addIssue({ code: 'custom', message: 'true ya da false olmalı' });
    return z.NEVER;
  });

/** A whole number ≥ 0, or undefined. */
const whole = (message: string) =>
  optional.transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (/^\d{1,9}$/.test(v)) return Number(v);
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

const schema = z
  .object({
    NODE_ENV: optional.pipe(
      z.enum(['development', 'production', 'test'], { error: 'development, production ya da test olmalı' }).optional(),
    ),
    PORT: optional.transform((v, ctx) => {
      const port = Number(v ?? 4000);
      if (Number.isInteger(port) && port >= 0 && port <= 65535) return port;
      ctx.addIssue({ code: 'custom', message: '0 ile 65535 arasında bir port numarası olmalı' });
      return z.NEVER;
    }),
    HOST: optional,
    DATABASE_URL: optional.transform((v, ctx) => {
      if (v === undefined) return undefined;
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'mysql://kullanıcı:şifre@sunucu:3306/veritabanı biçiminde olmalı' });
        return z.NEVER;
      }
      if (!['mysql:', 'mariadb:'].includes(url.protocol) || !url.hostname || url.pathname.length < 2) {
        ctx.addIssue({ code: 'custom', message: 'mysql://kullanıcı:şifre@sunucu:3306/veritabanı biçiminde olmalı' });
        return z.NEVER;
      }
      return url;
    }),
    DATA_DIR: optional,
    JWT_SECRET: optional.pipe(z.string().min(32, 'en az 32 karakter olmalı').optional()),
    ADMIN_EMAIL: optional.pipe(z.email('geçerli bir e-posta adresi olmalı').optional()),
    ADMIN_PASSWORD: optional.pipe(z.string().min(8, 'en az 8 karakter olmalı').optional()),
    LOG_LEVEL: optional.pipe(
      z.enum(LOG_LEVELS, { error: `${LOG_LEVELS.join(', ')} değerlerinden biri olmalı` }).optional(),
    ),
    SEED: flag(true),
    TRUST_PROXY: optional,
    PUBLIC_URL: optional.transform((v, ctx) => {
      if (v === undefined) return undefined;
      const url = URL.canParse(v) ? new URL(v) : null;
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
        ctx.addIssue({ code: 'custom', message: 'https://alanadi.com biçiminde, yolsuz bir adres olmalı' });
        return z.NEVER;
      }
      return url.origin;
    }),
    CDN_MAX_AGE: whole('0 ya da pozitif bir tam sayı (saniye) olmalı'),
    CACHE_MAX_MB: whole('0 ya da pozitif bir tam sayı (megabayt) olmalı'),
    CACHE_SYNC_MS: whole('0 ya da pozitif bir tam sayı (milisaniye) olmalı'),
    REQUEST_BUDGET: whole('0 ya da pozitif bir tam sayı (saniyede istek) olmalı'),
    SMTP_URL: optional.transform((v, ctx) => {
      if (v === undefined) return undefined;
      const url = URL.canParse(v) ? new URL(v) : null;
      if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
        ctx.addIssue({
          code: 'custom',
          message: 'smtp://kullanıcı:şifre@sunucu:587 (ya da smtps://…:465) biçiminde olmalı',
        });
        return z.NEVER;
      }
      return url;
    }),
    MAIL_FROM: optional.pipe(z.email('geçerli bir e-posta adresi olmalı').optional()),
    MAIL_TO: optional.pipe(z.email('geçerli bir e-posta adresi olmalı').optional()),
    MAIL_RATE: optional.transform((v, ctx) => {
      if (v === undefined) return 10;
      if (/^\d{1,4}$/.test(v) && Number(v) >= 1) return Number(v);
      ctx.addIssue({ code: 'custom', message: '1 ya da daha büyük bir tam sayı (saniyede e-posta) olmalı' });
      return z.NEVER;
    }),
    DKIM_PRIVATE_KEY: optional.transform((v) => v?.replace(/\\n/g, '\n')),
    DKIM_SELECTOR: optional,
    MESSAGE_RETENTION_DAYS: whole('0 (hep saklanır) ya da pozitif bir tam sayı (gün) olmalı'),
    GRAPHQL_SANDBOX: flag(false),
    VITE_DEV: flag(false),
    GRAPHQL_INTROSPECTION: flag(false),
    FETCH_PRIVATE_ADDRESSES: flag(false),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL ve ADMIN_PASSWORD birlikte verilmeli',
      });
    }
    if (Boolean(env.DKIM_PRIVATE_KEY) !== Boolean(env.DKIM_SELECTOR)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.DKIM_PRIVATE_KEY ? 'DKIM_SELECTOR' : 'DKIM_PRIVATE_KEY'],
        message: 'DKIM_PRIVATE_KEY ve DKIM_SELECTOR birlikte verilmeli',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'production modunda zorunludur (en az 32 karakter, ör. `openssl rand -base64 48`)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'production modunda zorunludur (sitenin adresi, ör. https://alanadi.com)',
      });
    }
  });

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || /^(false|0|no|off)$/i.test(value)) return false;
  if (/^(true|yes|on)$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // e.g. "loopback, 10.0.0.0/8"
}

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  host: string | undefined;
  database: { type: 'sqlite'; file: string } | { type: 'mysql'; url: URL };
  dataDir: string;
  /** Undefined in development until `ensureJwtSecret` has read or created the one in the data folder. */
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  seed: boolean;
  /**
   * The site's absolute origin, without a trailing slash: canonical links, feeds, the sitemap and
   * share tags. Never taken from the request's Host header.
   */
  publicUrl: string;
  /** Express's `trust proxy` setting: false, true, a hop count or a list of addresses/subnets. */
  trustProxy: boolean | number | string;
  /** The GraphQL sandbox page on GET /graphql (development, or GRAPHQL_SANDBOX=true). */
  sandbox: boolean;
  /** Schema introspection (development, the sandbox, or GRAPHQL_INTROSPECTION=true). */
  introspection: boolean;
  /** `npm run dev`: the site from source through Vite (hot reload) instead of the build. */
  viteDev: boolean;
  cache: {
    /** The ceiling of the in-memory cache of public answers, in bytes (0: no cache). */
    maxBytes: number;
    /** How often, at most, a gateway reads the writes of the others (a write shows everywhere within it). */
    syncMs: number;
    /** CDN_MAX_AGE: how long a CDN in front may serve a public answer without asking (s-maxage), if at all. */
    cdnMaxAge: number | undefined;
  };
  /**
   * How many requests that do work (not answered from the cache) one client address may start per
   * second (fair-use.ts); 0: no limit. Tests run without it unless they test it.
   */
  requestBudget: number;
  /**
   * Mail (modules/mail): to the owner for each contact message, to readers who follow the site;
   * undefined without SMTP_URL. `to` undefined: the admin account's address, read when a mail is sent.
   */
  mail:
    | {
        smtpUrl: URL;
        from: string;
        to: string | undefined;
        /** Mails a second to readers at most (MAIL_RATE, default 10), the site's whole sending. */
        rate: number;
        /** DKIM_SELECTOR and DKIM_PRIVATE_KEY: nodemailer signs every mail for the domain of `from`. */
        dkim: { selector: string; privateKey: string } | undefined;
        /** The longest wait between two attempts (default 60 s): a mail goes at most this long after the server is back. */
        retryMaxMs?: number;
        /** How often each gateway looks for mails due (default 5 s): another gateway's, or a retry. */
        pollMs?: number;
      }
    | undefined;
  /** How many days a contact message is kept (MESSAGE_RETENTION_DAYS, default 365); 0: for ever. */
  messageRetentionDays: number;
  /**
   * FETCH_PRIVATE_ADDRESSES (default false), for tests: the gateway's reads of other sites
   * (core/outbound.ts) may use plain http and reach loopback and private addresses; a production
   * start with it on warns.
   */
  fetchPrivateAddresses: boolean;
}>;

/** Reads and validates the environment once; throws a ConfigError naming the first bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Yapılandırma hatası: ${String(issue.path[0] ?? '')} ${issue.message}.`);
  }
  const env = parsed.data;
  const mode = env.NODE_ENV ?? 'development';
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    env: mode,
    production: mode === 'production',
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL
      ? { type: 'mysql', url: env.DATABASE_URL }
      : { type: 'sqlite', file: path.join(dataDir, 'site.sqlite') },
    dataDir,
    jwtSecret: env.JWT_SECRET,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    seed: env.SEED && mode !== 'production',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sandbox: mode !== 'production' || env.GRAPHQL_SANDBOX,
    introspection: mode !== 'production' || env.GRAPHQL_SANDBOX || env.GRAPHQL_INTROSPECTION,
    viteDev: env.VITE_DEV && mode !== 'production',
    cache: {
      maxBytes: (env.CACHE_MAX_MB ?? 32) * 1024 * 1024,
      syncMs: env.CACHE_SYNC_MS ?? 500,
      cdnMaxAge: env.CDN_MAX_AGE || undefined,
    },
    requestBudget: env.REQUEST_BUDGET ?? (mode === 'test' ? 0 : 30),
    mail: env.SMTP_URL && {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `no-reply@${new URL(env.PUBLIC_URL ?? 'http://localhost').hostname}`,
      to: env.MAIL_TO,
      rate: env.MAIL_RATE,
      dkim:
        env.DKIM_PRIVATE_KEY && env.DKIM_SELECTOR
          ? { selector: env.DKIM_SELECTOR, privateKey: env.DKIM_PRIVATE_KEY }
          : undefined,
    },
    messageRetentionDays: env.MESSAGE_RETENTION_DAYS ?? 365,
    fetchPrivateAddresses: env.FETCH_PRIVATE_ADDRESSES,
  };
}
