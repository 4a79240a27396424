import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { FormAlert } from '@/web/components/ui/form-alert';

/** The browser's own barcode reader (Chrome on Android, Safari 17+), where it exists. */
type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;
const nativeDetector = (): DetectorClass | null =>
  (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? null;

/** Reads EAN-13 codes from a video until one is read; returns the function that stops it. */
async function startReading(video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  const Native = nativeDetector();
  if (Native) {
    const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    video.srcObject = stream;
    await video.play();
    const detector = new Native({ formats: ['ean_13'] });
    let live = true;
    const tick = async () => {
      if (!live) return;
      const found = await detector.detect(video).catch(() => []);
      if (found[0]?.rawValue) onCode(found[0].rawValue);
      else setTimeout(() => void tick(), 200);
    };
    void tick();
    return () => {
      live = false;
      for (const track of stream.getTracks()) track.stop();
    };
  }
  // Elsewhere (Firefox, older phones): ZXing, loaded only now (admin only, decision 092).
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13]]]);
  const controls = await new BrowserMultiFormatReader(hints).decodeFromConstraints(
    { video: { facingMode: 'environment' } },
    video,
    (result) => {
      if (result) onCode(result.getText());
    },
  );
  return () => controls.stop();
}

/**
 * Scan to weigh with a phone's camera (issue 41, decision 092): a dialog with the camera's view;
 * the first EAN-13 read is handed to `onCode` (checked there like a typed code) and the camera stops.
 */
export default function CameraScan({
  open,
  onOpenChange,
  onCode,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCode: (code: string) => void;
}) {
  const { t } = useTranslation('labels');
  // The video element as state, not a ref read once: the dialog's portal mounts its content a
  // render after opening, so on the first run there was no element yet and the camera "failed".
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setFailed(true);
      return;
    }
    if (!element) return;
    let stop: (() => void) | null = null;
    let done = false;
    startReading(element, (code) => {
      if (done) return;
      done = true;
      stop?.();
      onCode(code);
      onOpenChange(false);
    })
      .then((s) => {
        stop = s;
        if (done) s();
      })
      .catch(() => setFailed(true));
    return () => {
      done = true;
      stop?.();
    };
  }, [open, element, onCode, onOpenChange]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <div className="flex items-start justify-between gap-3">
          <DialogTitle size="md">{t('scan.cameraTitle')}</DialogTitle>
          <DialogCloseButton label={t('scan.cameraClose')} />
        </div>
        <DialogDescription className="mt-1 text-sm text-ink-soft">{t('scan.cameraHelp')}</DialogDescription>
        {failed ? (
          <FormAlert className="mt-4">{t('scan.cameraFailed')}</FormAlert>
        ) : (
          <video
            ref={setElement}
            className="mt-4 aspect-[4/3] w-full rounded-2xl bg-ink object-cover"
            muted
            playsInline
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
