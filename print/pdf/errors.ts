/** The SVG uses an element, attribute or value the PDF writer does not draw. Never dropped silently. */
export class UnsupportedSvgError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedSvgError';
  }
}
