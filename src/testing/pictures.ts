import sharp from 'sharp';

/**
 * Test pictures made with sharp: a warm gradient with grain, so the files compress like photos
 * (a flat colour would make every encoder look instant).
 */
export async function photo(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  options: { seed?: number; alpha?: boolean } = {},
): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const data = Buffer.alloc(width * height * channels);
  let state = (options.seed ?? 1) * 2654435761;
  const noise = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return (state >>> 24) - 128;
  };
  const cell = (cx: number, cy: number, amplitude: number) => {
    let h = (cx * 374761393 + cy * 668265263 + (options.seed ?? 1) * 144269) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0;
    return ((h >>> 24) / 255 - 0.5) * amplitude;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      // Fine grain plus blotches of 8 and 32 pixels: texture that survives downsizing, like a photo's.
      const grain = (noise() >> 3) + cell(x >> 3, y >> 3, 24) + cell(x >> 5, y >> 5, 40);
      data[i] = Math.max(0, Math.min(255, 120 + (100 * x) / width + grain));
      data[i + 1] = Math.max(0, Math.min(255, 40 + (90 * y) / height + grain));
      data[i + 2] = Math.max(0, Math.min(255, 30 + (60 * (x + y)) / (width + height) + grain));
      if (channels === 4) data[i + 3] = x < width / 4 ? 0 : 255;
    }
  }
  const image = sharp(data, { raw: { width, height, channels } });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality: 85 }).toBuffer();
  return image.jpeg({ quality: 85 }).toBuffer();
}
