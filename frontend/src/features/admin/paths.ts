import { ADMIN_BASE } from '@portfolio/content-rules';

/** An admin URL (the base is docs/product/README.md#routes, shared with the gateway): `adminPath()` is the dashboard, `adminPath('blogs', 'edit', id)` a post's form. */
export const adminPath = (...segments: string[]): string => [ADMIN_BASE, ...segments].join('/');
