/** Where the admin panel lives (SPEC.md §2): every admin URL is built from this one constant. */
export const ADMIN_BASE = '/mrpurposeless';

/** An admin URL: `adminPath()` is the dashboard, `adminPath('blogs', 'edit', id)` a post's form. */
export const adminPath = (...segments: string[]): string => [ADMIN_BASE, ...segments].join('/');
