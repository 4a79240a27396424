import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toBuffer } from 'bwip-js/node';
import sharp from 'sharp';

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`) showing a scale label's
 * EAN-13, drawn by bwip-js as the shop's labels are (decision 092): the label centred on a white
 * 640×480 frame by sharp (already the server's picture pipeline), written as a Y4M of still
 * frames (YUV 4:2:0, BT.601). No ffmpeg: `npm test` needs nothing more on a fresh machine.
 * Chromium loops the file while the page reads the camera. It must exist before that browser
 * starts (Chromium's fake camera opens it at launch): e2e/global-setup.ts makes it.
 */
export const CAMERA_DIR = join(process.cwd(), '.tmp', 'e2e-camera');

export const cameraVideoPath = (code: string) => join(CAMERA_DIR, `label-${code}.y4m`);

/** Maminha's scale label in the camera journey: item 04321, R$ 70,09 (1,080 kg at R$ 64,90/kg). */
export const MAMINHA_LABEL = '2004321070092';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 20; // 2 s at 10 frames a second

/** One frame's planes (Y, then U and V at half size) from 8-bit RGB pixels. */
function yuv420(rgb: Buffer): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc(u.length);
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  for (let row = 0; row < HEIGHT; row++)
    for (let col = 0; col < WIDTH; col++) {
      const i = (row * WIDTH + col) * 3;
      const [r, g, b] = [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0];
      y[row * WIDTH + col] = clamp(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (WIDTH / 2) + col / 2;
        u[c] = clamp(128 - 0.148 * r - 0.291 * g + 0.439 * b);
        v[c] = clamp(128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
    }
  return Buffer.concat([y, u, v]);
}

export async function makeCameraVideo(code: string): Promise<string> {
  const video = cameraVideoPath(code);
  if (existsSync(video)) return video;
  mkdirSync(CAMERA_DIR, { recursive: true });
  const label = await toBuffer({
    bcid: 'ean13',
    text: code,
    scale: 4,
    height: 22,
    includetext: true,
    paddingwidth: 12,
    paddingheight: 12,
    backgroundcolor: 'FFFFFF',
  });
  const white = { r: 255, g: 255, b: 255 };
  const rgb = await sharp(label)
    .resize({ width: 560, height: 440, fit: 'contain', background: white })
    .flatten({ background: white })
    .extend({ top: 20, bottom: 20, left: 40, right: 40, background: white })
    .removeAlpha()
    .raw()
    .toBuffer();
  const frame = Buffer.concat([Buffer.from('FRAME\n'), yuv420(rgb)]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(video, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return video;
}
