import QRCode from 'qrcode';

/**
 * A ticket code as a PNG for a mail (docs/product.md §4): black on white, the quiet zone of four modules
 * scanners need, error correction M as on the pass (src/components/ticket-qr-code.tsx), at least 300 px so
 * a printed mail or a photo of a screen still scans.
 */
export const QR_PNG_SIZE = 360;

export function qrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: QR_PNG_SIZE, color: { dark: '#000000', light: '#ffffff' } });
}
