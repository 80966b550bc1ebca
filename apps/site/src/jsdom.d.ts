/** The little of jsdom (no published types here) the server rendering uses: a window for member HTML (entry-server.tsx). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
