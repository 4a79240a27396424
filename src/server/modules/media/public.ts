// The media module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.
export { startPictureCleanup } from './cleanup';
export { mediaFileRoutes } from './file-routes';
export { mediaRateClass, mediaStaffRoutes, PICTURE_UPLOAD_PATH } from './routes';
export { createMediaService } from './service';
export { storageFromConfig } from './storage-from-env';
