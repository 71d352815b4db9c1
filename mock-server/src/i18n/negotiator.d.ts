/** The part of `negotiator` (0.6, no bundled types) the server uses: language and encoding negotiation over request headers. */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` for the Accept-Language header, or undefined when none is acceptable. */
    language(available?: string[]): string | undefined;
    /** `available` ordered by preference (all acceptable ones), or the header's languages without `available`. */
    languages(available?: string[]): string[];
    /** The best of `available` for the Accept-Encoding header (identity acceptable unless refused), or undefined. */
    encoding(available?: string[]): string | undefined;
  }
}
