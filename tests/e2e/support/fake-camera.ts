import { writeFile } from 'node:fs/promises';
import { create } from 'qrcode';

/*
 * A video for Chromium's fake camera (--use-file-for-fake-video-capture): a YUV4MPEG2 file showing one
 * ticket's QR code the way a phone held at a gate would: black on white, quiet zone, centred.
 * Chromium loops the file, so a few identical frames are enough.
 */

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;
const QUIET_ZONE = 4;
const DARK = 16;
const LIGHT = 235;

/** Writes the QR code of `text` as a 640×480 Y4M video to `filePath`. Empty text gives a blank frame. */
export async function writeQrVideo(filePath: string, text: string | null): Promise<void> {
  const luma = Buffer.alloc(WIDTH * HEIGHT, LIGHT);
  if (text) {
    const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
    const total = size + QUIET_ZONE * 2;
    const scale = Math.floor((HEIGHT * 0.9) / total);
    const offsetX = Math.floor((WIDTH - total * scale) / 2);
    const offsetY = Math.floor((HEIGHT - total * scale) / 2);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (!data[y * size + x]) continue;
        for (let dy = 0; dy < scale; dy++) {
          const row = (offsetY + (y + QUIET_ZONE) * scale + dy) * WIDTH;
          luma.fill(DARK, row + offsetX + (x + QUIET_ZONE) * scale, row + offsetX + (x + QUIET_ZONE + 1) * scale);
        }
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma]);
  await writeFile(filePath, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
