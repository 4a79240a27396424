import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toBuffer } from 'bwip-js/node';

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`) showing a scale label's
 * EAN-13, drawn by bwip-js as the shop's labels are (decision 092), made into a Y4M by Debian's
 * ffmpeg (`apt-get install -y ffmpeg`). Chromium loops the file while the page reads the camera.
 */
export const CAMERA_DIR = join(process.cwd(), '.tmp', 'e2e-camera');

export const cameraVideoPath = (code: string) => join(CAMERA_DIR, `label-${code}.y4m`);

export async function makeCameraVideo(code: string): Promise<string> {
  const video = cameraVideoPath(code);
  if (existsSync(video)) return video;
  mkdirSync(CAMERA_DIR, { recursive: true });
  const png = join(CAMERA_DIR, `label-${code}.png`);
  writeFileSync(
    png,
    await toBuffer({
      bcid: 'ean13',
      text: code,
      scale: 4,
      height: 22,
      includetext: true,
      paddingwidth: 12,
      paddingheight: 12,
      backgroundcolor: 'FFFFFF',
    }),
  );
  // The label centred on a white 640×480 frame, 2 s at 10 frames a second (Chromium loops it).
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-loop',
      '1',
      '-i',
      png,
      '-vf',
      'scale=560:-2,pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p',
      '-r',
      '10',
      '-t',
      '2',
      video,
    ],
    { stdio: 'inherit' },
  );
  return video;
}
