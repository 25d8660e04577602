import argon2 from 'argon2';

export const MIN_PASSWORD_LENGTH = 8;

/** OWASP's argon2id baseline (19 MiB, 2 passes); tests use the cheapest settings. */
const options: argon2.HashOptions =
  process.env.NODE_ENV === 'test'
    ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, options);

export const verifyPassword = (hash: string, password: string): Promise<boolean> =>
  argon2.verify(hash, password).catch(() => false);
