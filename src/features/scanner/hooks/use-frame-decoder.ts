import { useEffect, useLayoutEffect, useRef } from 'react';
import { startFrameLoop } from '../core/frame-loop';
import { recordFrameDecode } from '../scan-timing';

/**
 * Reads QR codes off the playing `video` while `active` (docs/architecture.md §6), decoding in a worker
 * (core/frame-loop.ts). It keeps reading while a verdict is on screen: the next guest's ticket replaces the
 * verdict at once, and the one still held up is not counted again (the session's repeat window).
 */
export function useFrameDecoder(video: HTMLVideoElement | null, active: boolean, onCode: (code: string) => void): void {
  // The latest handler, read by the running loop; the loop itself restarts only with video or active.
  const onCodeRef = useRef(onCode);
  useLayoutEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    if (!video || !active) return undefined;
    const loop = startFrameLoop(video, { onCode: (code) => onCodeRef.current(code), onFrame: recordFrameDecode });
    return () => loop.stop();
  }, [video, active]);
}
