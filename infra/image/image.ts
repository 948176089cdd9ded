// Raw 8-bit pixel buffers (RGB or RGBA, row-major, no padding) and the few operations the
// raster targets need: flatten on white, copy a card into a sheet, fill missing bleed.
export interface Image {
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
  readonly data: Uint8Array;
}

export function blankImage(width: number, height: number, channels: 3 | 4 = 4): Image {
  return { width, height, channels, data: new Uint8Array(width * height * channels) };
}

/** RGBA → RGB composited over white (shops print no transparency; TGC rejects alpha). */
export function flattenOnWhite(img: Image): Image {
  if (img.channels === 3) return img;
  const n = img.width * img.height;
  const out = new Uint8Array(n * 3);
  const d = img.data;
  for (let i = 0; i < n; i++) {
    const a = d[i * 4 + 3]!;
    const w = 255 - a;
    // resvg's pixels are premultiplied-free RGBA (straight alpha).
    out[i * 3] = (d[i * 4]! * a + 255 * w + 127) / 255;
    out[i * 3 + 1] = (d[i * 4 + 1]! * a + 255 * w + 127) / 255;
    out[i * 3 + 2] = (d[i * 4 + 2]! * a + 255 * w + 127) / 255;
  }
  return { width: img.width, height: img.height, channels: 3, data: out };
}

/** Copy `src` into `dst` with its top-left corner at (x, y); both must have the same channels. */
export function blit(dst: Image, src: Image, x: number, y: number): void {
  if (dst.channels !== src.channels) throw new Error('blit: channel count differs');
  if (x < 0 || y < 0 || x + src.width > dst.width || y + src.height > dst.height)
    throw new Error(`blit: ${src.width}×${src.height} at ${x},${y} does not fit in ${dst.width}×${dst.height}`);
  const c = src.channels;
  for (let row = 0; row < src.height; row++) {
    const from = row * src.width * c;
    dst.data.set(src.data.subarray(from, from + src.width * c), ((y + row) * dst.width + x) * c);
  }
}

/**
 * Pixels outside `inner` (x0..x1, y0..y1 inclusive) take the colour of the nearest pixel inside:
 * where the renderer's 3 mm bleed falls a pixel or two short of a shop's bleed, the art is
 * continued outward instead of leaving a white or transparent sliver at the cut.
 */
export function extendEdges(img: Image, x0: number, y0: number, x1: number, y1: number): void {
  const { width, height, channels: c, data } = img;
  x0 = Math.max(0, Math.min(width - 1, x0));
  x1 = Math.max(x0, Math.min(width - 1, x1));
  y0 = Math.max(0, Math.min(height - 1, y0));
  y1 = Math.max(y0, Math.min(height - 1, y1));
  if (x0 === 0 && y0 === 0 && x1 === width - 1 && y1 === height - 1) return;
  for (let y = y0; y <= y1; y++) {
    const row = y * width;
    for (let x = 0; x < x0; x++) data.copyWithin((row + x) * c, (row + x0) * c, (row + x0) * c + c);
    for (let x = x1 + 1; x < width; x++) data.copyWithin((row + x) * c, (row + x1) * c, (row + x1) * c + c);
  }
  const stride = width * c;
  for (let y = 0; y < y0; y++) data.copyWithin(y * stride, y0 * stride, y0 * stride + stride);
  for (let y = y1 + 1; y < height; y++) data.copyWithin(y * stride, y1 * stride, y1 * stride + stride);
}

/** resvg's `pixels` are premultiplied (tiny-skia's pixmap); PNG and compositing want straight alpha. */
export function unpremultiply(img: Image): Image {
  if (img.channels !== 4) return img;
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    const a = d[i + 3]!;
    if (a === 255 || a === 0) continue;
    d[i] = Math.min(255, Math.round((d[i]! * 255) / a));
    d[i + 1] = Math.min(255, Math.round((d[i + 1]! * 255) / a));
    d[i + 2] = Math.min(255, Math.round((d[i + 2]! * 255) / a));
  }
  return img;
}
