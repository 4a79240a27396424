import { MAMINHA_LABEL, makeCameraVideo } from './camera-video';

/**
 * Before any browser starts: the camera journey's fake camera video, which Chromium opens when it
 * launches (made inside the journey, it came too late and the camera failed).
 */
export default async function globalSetup() {
  await makeCameraVideo(MAMINHA_LABEL);
}
