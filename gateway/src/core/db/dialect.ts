import '../config'; // loads `.env` before the dialect is read

/**
 * Entities are decorated when their modules load, so the dialect is read from the environment
 * then: `DATABASE_URL=mysql://…` means MySQL/MariaDB, anything else the embedded SQLite.
 * Only the types that differ between the two live here; everything else is shared.
 */
export const dialect: 'mysql' | 'sqlite' = /^(mysql|mariadb):/i.test(process.env.DATABASE_URL?.trim() ?? '')
  ? 'mysql'
  : 'sqlite';

/** MySQL's `text` stops at 64 KB; SQLite has no `longtext`. */
export const longText = dialect === 'mysql' ? 'longtext' : 'text';
export const longBlob = dialect === 'mysql' ? 'longblob' : 'blob';

/** A text column compared byte for byte: MySQL's default collation takes 'IŞIK' for 'Işık' (SQLite's already does). */
export const exactText = dialect === 'mysql' ? ({ collation: 'utf8mb4_bin' } as const) : {};
