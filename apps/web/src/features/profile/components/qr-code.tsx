import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `text` as an image (a data URL; the CSP allows `data:` images). */
export function QrCode({ text, alt }: { text: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { margin: 2, width: 200, errorCorrectionLevel: 'M' }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img className="totp__qr" src={src} alt={alt} width={200} height={200} /> : <div className="totp__qr" />;
}
