import type { MigrationInterface } from 'typeorm';
import { migrations as coreMigrations } from '../src/core/db/migrations';
import { migrations as moduleMigrations } from '../src/modules';

/**
 * Every migration in the order they run, which is TypeORM's: by the timestamp that ends each name
 * (the first modules' history, then those the modules keep in their folders).
 */
const timestamp = (Migration: new () => MigrationInterface) => Number(new Migration().name!.slice(-13));
export const migrations = [...coreMigrations, ...moduleMigrations].sort((a, b) => timestamp(a) - timestamp(b));
