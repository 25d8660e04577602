/**
 * The kinds of a version the gateway keeps of an item's texts (modules/revisions): stored as the
 * lower-case value; GraphQL names it by the key. Here, not in the revisions module, because a
 * module that shows its versions in its own GraphQL type (the blog's `BlogRevision`) needs the
 * enum itself, and a module reaches another's code only through services.
 */
export enum RevisionKind {
  SAVED = 'saved',
  AUTOSAVED = 'autosaved',
  PENDING = 'pending',
}
