import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { createSchema } from '../schema';

/**
 * `npm run schema`: writes schema.graphql at the repository root from the resolvers' code.
 * `npm run schema -- --check`: fails when the committed file is not what the code produces.
 */
const FILE = path.resolve(__dirname, '../../../schema.graphql');
const HEADER = "# Generated from the gateway's TypeGraphQL code by `npm run schema`. Do not edit.\n\n";

async function main(): Promise<void> {
  const text = HEADER + printSchema(lexicographicSortSchema(await createSchema())) + '\n';
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '';
    if (current !== text) {
      console.error('schema.graphql is out of date: run `npm run schema` and commit the result.');
      process.exit(1);
    }
    console.log('schema.graphql is current.');
    return;
  }
  fs.writeFileSync(FILE, text);
  console.log(`Wrote ${path.relative(process.cwd(), FILE)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
