// Types for the one jsbarcode module the counter slip loads: its Code 128 encoder, without the renderers
// and the other symbologies of the package's main entry.
declare module 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js' {
  export interface Code128 {
    /** Whether the text can be written in Code 128 (ASCII). */
    valid(): boolean;
    /** The modules left to right: '1' a bar, '0' a space, quiet zones not included. */
    encode(): { data: string; text: string };
  }
  export type Code128Class = new (data: string, options: Record<string, unknown>) => Code128;
  // CommonJS marked __esModule: a bundler gives either the class or the exports object holding it
  const code128: Code128Class | { default: Code128Class };
  export default code128;
}
