import { InitialSchema1763769600000 } from './1763769600000-initial-schema';

/** Every migration, oldest first. Imported, not globbed, so the list is the same under tsx, jest and node. */
export const migrations = [InitialSchema1763769600000];
