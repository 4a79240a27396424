import { Camera } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ScanLine, weightFromScan } from '@/shared/labels/scan-weight';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { renderKey } from '@/web/lib/validation-messages';
import './i18n';

const CameraScan = lazy(() => import('./camera-scan'));

/** Phones and tablets get the camera button; a counter's computer has a USB scanner. */
const hasCamera = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * Scan to weigh (issue 41, decision 092), under a weighed line's field: a USB scanner types the
 * label's 13 digits and Enter; the code is checked (check digit, the shop's code, this line's
 * product) and its weight fills the line's field. Saving still goes through the weighing route.
 */
export function ScanField({
  name,
  line,
  onWeight,
  weightText,
}: {
  /** The line, for the field's label. */
  name: string;
  line: ScanLine | null;
  onWeight: (grams: number) => void;
  /** The weight as the panel writes it ("1,08 kg"), for the confirmation. */
  weightText: (grams: number) => string;
}) {
  const { t, i18n } = useTranslation('labels');
  const id = useId();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [camera, setCamera] = useState(false);

  const read = useCallback(
    (scanned: string) => {
      const answer = weightFromScan(scanned, line ?? { itemCode: null, pricePerKgCents: 1 });
      if (!answer.ok) {
        setResult({ ok: false, text: renderKey(answer.key, i18n.language, answer.params) });
        return;
      }
      onWeight(answer.grams);
      setCode('');
      setResult({ ok: true, text: t('scan.read', { weight: weightText(answer.grams) }) });
    },
    [line, onWeight, weightText, i18n.language, t],
  );

  return (
    <div className="text-sm">
      <label htmlFor={id} className="text-ink-soft">
        {t('scan.field')} <span className="sr-only">— {name}</span>
      </label>
      <div className="mt-1 flex gap-2">
        <Input
          id={id}
          value={code}
          inputMode="numeric"
          autoComplete="off"
          placeholder="2000042129491"
          className="h-10 max-w-56 py-0 font-mono"
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={`${id}-result ${id}-hint`}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // The scanner's Enter reads the code; it must not submit the weighing form.
            event.preventDefault();
            if (code.trim()) read(code);
          }}
        />
        {hasCamera() && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="h-10"
            onClick={() => setCamera(true)}
          >
            <Camera aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('scan.camera')}</span>
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {t('scan.hint')}
      </p>
      <p
        id={`${id}-result`}
        role={result && !result.ok ? 'alert' : 'status'}
        className={result?.ok ? 'mt-1 text-green-800' : 'mt-1 text-red-800'}
      >
        {result?.text}
      </p>
      {camera && (
        <Suspense fallback={null}>
          <CameraScan open={camera} onOpenChange={setCamera} onCode={read} />
        </Suspense>
      )}
    </div>
  );
}
