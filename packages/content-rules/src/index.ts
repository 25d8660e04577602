/**
 * @portfolio/content-rules: the rules of content, written once for the gateway and the frontend.
 * Limits, the HTML allowlist and video players, upload limits and types, validation rules and
 * their Turkish messages, the slug rule, the two languages' addresses and the interface's
 * catalogues. One runtime dependency, @lingui/core (i18n/): it runs in Node and in the browser.
 */
export * from './comments';
export * from './contents';
export * from './fediverse';
export * from './files';
export * from './forms';
export * from './html';
export * from './i18n';
export * from './limits';
export * from './locales';
export * from './pages';
export * from './photos';
export * from './reading';
export * from './site';
export * from './slug';
export type * from './ssr';
export * from './tags';
export * from './text';
export * from './versions';
export * from './search';
export * from './subscriptions';
