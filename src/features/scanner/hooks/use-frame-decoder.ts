import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { decodeFrame } from '../core/decode-frame';

/** Long side of the frame handed to the decoder: enough for a pass held at arm's length, cheap on a phone. */
export const DECODE_MAX_SIDE = 640;
/** One decode per ~100 ms: fast enough to feel instant, leaves the CPU for the video and the UI. */
export const DECODE_INTERVAL_MS = 100;

/** The frame size to draw into: the video's, scaled down so its long side is at most `maxSide`. */
export function decodeSize(width: number, height: number, maxSide = DECODE_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Reads QR codes off the playing `video` while `active` (docs/architecture.md §6). Frames are drawn
 * into a small canvas and decoded on the main thread; skipped while `paused` (a verdict on screen), so a
 * ticket still in front of the camera is not read again behind the overlay. A ref, read by the loop: pausing
 * renders nothing.
 */
export function useFrameDecoder(video: HTMLVideoElement | null, active: boolean, onCode: (code: string) => void, paused?: RefObject<boolean>): void {
  // The latest handler, read by the running loop; the loop itself restarts only with video or active.
  const onCodeRef = useRef(onCode);
  useLayoutEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    if (!video || !active) return undefined;
    const canvas = document.createElement('canvas');
    // Read back every frame: tells the browser to keep the canvas in CPU memory.
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return undefined;
    let frame = 0;
    let lastDecode = 0;

    function tick(now: number) {
      frame = requestAnimationFrame(tick);
      if (!video || !context || paused?.current || now - lastDecode < DECODE_INTERVAL_MS) return;
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return;
      lastDecode = now;
      const size = decodeSize(video.videoWidth, video.videoHeight);
      if (canvas.width !== size.width || canvas.height !== size.height) {
        canvas.width = size.width;
        canvas.height = size.height;
      }
      context.drawImage(video, 0, 0, size.width, size.height);
      const { data } = context.getImageData(0, 0, size.width, size.height);
      const code = decodeFrame(data, size.width, size.height);
      if (code !== null) onCodeRef.current(code);
    }

    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [video, active, paused]);
}
