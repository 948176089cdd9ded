// Typed render errors: the pipeline prints `message` and `hint`, never a stack trace.

/** Text that does not fit its box even at the minimum size, or a reference page that overflows. */
export class TextOverflowError extends Error {
  override readonly name = 'TextOverflowError';
  constructor(
    /** `card sword-swing`, `witchhammer reference page 2`, … */
    readonly subject: string,
    /** Which box: `rules`, `name`, `page`. */
    readonly box: string,
    readonly overflowMm: number,
    readonly hint: string,
  ) {
    super(`${subject}: the ${box} text overflows its box by ${overflowMm.toFixed(1)} mm`);
  }
}

/** A template that breaks a rule the renderer relies on (e.g. a fit box without a fixed size). */
export class TemplateError extends Error {
  override readonly name = 'TemplateError';
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}
