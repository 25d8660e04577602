import type { Plugin } from 'vite';

/**
 * One icon set (react-icons/fi) is one module, and a bundler keeps a module whole in one chunk: the
 * public pages' icons chunk carried the admin panel's icons as well (half of it). The admin's
 * imports of the set get a copy of their own (the same file under another id), in the admin's
 * chunks, so a public page downloads the icons the public pages use alone (BENCHMARKS.md, "Public
 * first-load JavaScript"). In the browser build only.
 */
export function adminIconsApart(): Plugin {
  return {
    name: 'admin-icons-apart',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-icons/fi' || !importer || !/[\\/]features[\\/]admin[\\/]/.test(importer)) return;
      if (this.environment.config.consumer !== 'client') return;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: `${resolved.id}?admin` };
    },
  };
}
