import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** The authenticator's QR code (the `qrcode` library loads with this file only, decision 089). */
export default function TotpQr({ uri, alt }: { uri: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void toDataURL(uri, { margin: 1, width: 200 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img src={src} alt={alt} width={200} height={200} className="rounded-lg ring-1 ring-line" />
  ) : (
    <div className="size-[200px] rounded-lg bg-line/40" />
  );
}
