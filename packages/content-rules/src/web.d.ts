/**
 * The Web APIs the rules use, which Node and every browser have: declared here so that the package
 * is compiled without the DOM's or Node's types and cannot use anything only one of them has.
 */
declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
  has(name: string): boolean;
  set(name: string, value: string): void;
  toString(): string;
}
declare class URL {
  constructor(url: string, base?: string);
  readonly host: string;
  readonly hostname: string;
  readonly href: string;
}
