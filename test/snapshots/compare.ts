// The image-snapshot comparison: the share of pixels whose largest channel difference exceeds a
// small tolerance (font hinting and antialiasing vary a little between resvg builds).
export const MAX_SHARE = 0.005;
export const MAX_DELTA = 16;

export function differingShare(a: Uint8Array, b: Uint8Array, channels: number, maxDelta = MAX_DELTA): number {
  let n = 0;
  for (let i = 0; i < a.length; i += channels) {
    for (let c = 0; c < channels; c++) {
      if (Math.abs(a[i + c]! - b[i + c]!) > maxDelta) {
        n++;
        break;
      }
    }
  }
  return n / (a.length / channels);
}
