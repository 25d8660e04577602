import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import type { DataSource } from 'typeorm';
import { lostRace } from '../../core/db/transaction';
import { FediverseKey } from './fediverse.entities';

/** The actor's keys: RSA for draft-cavage signatures (`publicKey`, Mastodon's), Ed25519 for RFC 9421 and proofs. */
export const KEY_TYPES = ['RSASSA-PKCS1-v1_5', 'Ed25519'] as const;

/**
 * The actor's key pairs, RSA first, generated once for the site: the first gateway to need them
 * inserts them, and one racing it loses the primary key and reads the winner's, so every gateway
 * signs with the same keys. Kept as JWK text (`fediverse_keys`; the backup's secret tables).
 */
export async function keyPairs(dataSource: DataSource): Promise<CryptoKeyPair[]> {
  const repository = dataSource.getRepository(FediverseKey);
  const pairs: CryptoKeyPair[] = [];
  for (const type of KEY_TYPES) {
    let row = await repository.findOneBy({ type });
    if (!row) {
      const pair =
        type === 'Ed25519'
          ? await generateCryptoKeyPair(type)
          : // 2048 bits, as Mastodon's own (Fedify's default is 4096, four times the work for every delivery signed).
            await crypto.subtle.generateKey(
              { name: type, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
              true,
              ['sign', 'verify'],
            );
      const made = {
        type,
        privateKey: JSON.stringify(await exportJwk(pair.privateKey)),
        publicKey: JSON.stringify(await exportJwk(pair.publicKey)),
        createdAt: new Date(),
      };
      try {
        await repository.insert(made);
        row = made;
      } catch (error) {
        if (!lostRace(error)) throw error;
        row = await repository.findOneByOrFail({ type });
      }
    }
    pairs.push({
      privateKey: await importJwk(JSON.parse(row.privateKey) as JsonWebKey, 'private'),
      publicKey: await importJwk(JSON.parse(row.publicKey) as JsonWebKey, 'public'),
    });
  }
  return pairs;
}
