import { decodeRegion, type TDecodeAnswer, type TDecodeRegion, type TDecodeRequest } from './decode-protocol';

/*
 * Reads QR codes off a playing camera <video> (docs/architecture.md §6) without decoding on the page's main
 * thread: each new camera frame is handed, transferred, to a worker (core/decode-worker.ts) that runs the
 * decoder, one frame in flight at a time, so a slow phone decodes fewer frames rather than queueing them. The
 * page's share per frame is taking the frame and posting it; the verdict, typing and the status bar never wait
 * behind a decode. Where the browser has no module workers or OffscreenCanvas (older Safari), frames are
 * decoded on the main thread as before, jsQR loaded on demand.
 */

/** Frames start at most this often: leaves a core for the page, the camera and the browser on a phone. */
export const MIN_FRAME_GAP_MS = 40;

export type TFrameLoopOptions = {
  onCode: (code: string) => void;
  /** Each decoded frame's time in the decoder (ms) and where it ran (bench figures, scan-timing.ts). */
  onFrame?: (ms: number, where: 'worker' | 'main') => void;
};

type TVideoWithFrameCallback = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

function canUseWorker(): boolean {
  return typeof Worker === 'function' && typeof OffscreenCanvas === 'function' && typeof createImageBitmap === 'function';
}

/**
 * The current frame, transferable, and where in it to read: a VideoFrame references the camera's buffer (no
 * copy on this thread); a bitmap is cut and scaled to the region as it is made.
 */
async function grabFrame(video: HTMLVideoElement, region: TDecodeRegion): Promise<{ frame: VideoFrame | ImageBitmap; region: TDecodeRegion }> {
  if (typeof VideoFrame === 'function') {
    try {
      return { frame: new VideoFrame(video), region };
    } catch {
      // No frame to wrap yet (or a browser that refuses this source): the bitmap path below.
    }
  }
  const { sx, sy, side, size } = region;
  const frame = await createImageBitmap(video, sx, sy, side, side, { resizeWidth: size, resizeHeight: size, resizeQuality: 'low' });
  return { frame, region: { sx: 0, sy: 0, side: size, size } };
}

export function startFrameLoop(video: HTMLVideoElement, { onCode, onFrame }: TFrameLoopOptions): { stop: () => void } {
  const element = video as TVideoWithFrameCallback;
  let stopped = false;
  let waiting: { cancel: () => void } | null = null;
  let lastStart = -Infinity;
  let decodeOnMain: ((video: HTMLVideoElement, region: TDecodeRegion) => string | null) | null = null;
  let worker: Worker | null = null;
  let nextId = 0;
  let inFlight = -1;

  /** Calls `run` with the next new camera frame (or animation frame where videos cannot say). */
  function nextFrame(run: () => void) {
    if (stopped) return;
    if (typeof element.requestVideoFrameCallback === 'function') {
      const handle = element.requestVideoFrameCallback(run);
      waiting = { cancel: () => element.cancelVideoFrameCallback?.(handle) };
    } else {
      const handle = requestAnimationFrame(run);
      waiting = { cancel: () => cancelAnimationFrame(handle) };
    }
  }

  function tick() {
    waiting = null;
    if (stopped) return;
    const now = performance.now();
    if (now - lastStart < MIN_FRAME_GAP_MS || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) {
      nextFrame(tick);
      return;
    }
    lastStart = now;
    const region = decodeRegion(video.videoWidth, video.videoHeight);
    if (worker) void sendToWorker(worker, region);
    else if (decodeOnMain) {
      const started = performance.now();
      const code = decodeOnMain(video, region);
      onFrame?.(performance.now() - started, 'main');
      if (code !== null) onCode(code);
      nextFrame(tick);
    }
  }

  async function sendToWorker(target: Worker, region: TDecodeRegion) {
    let grabbed: { frame: VideoFrame | ImageBitmap; region: TDecodeRegion };
    try {
      grabbed = await grabFrame(video, region);
    } catch {
      nextFrame(tick);
      return;
    }
    if (stopped) {
      grabbed.frame.close();
      return;
    }
    inFlight = nextId++;
    const request: TDecodeRequest = { id: inFlight, ...grabbed };
    target.postMessage(request, [grabbed.frame]);
  }

  function onAnswer(event: MessageEvent<TDecodeAnswer>) {
    if (stopped || event.data.id !== inFlight) return;
    inFlight = -1;
    onFrame?.(event.data.ms, 'worker');
    if (event.data.code !== null) onCode(event.data.code);
    nextFrame(tick);
  }

  async function fallBackToMainThread() {
    worker?.terminate();
    worker = null;
    const { mainThreadDecoder } = await import('./decode-main-thread');
    if (stopped) return;
    decodeOnMain = mainThreadDecoder();
    nextFrame(tick);
  }

  if (canUseWorker()) {
    try {
      worker = new Worker(new URL('./decode-worker.ts', import.meta.url), { type: 'module', name: 'scanner-decoder' });
      worker.onmessage = onAnswer;
      // A browser that cannot start a module worker reports it here: decode on this thread instead.
      worker.onerror = () => void fallBackToMainThread();
      nextFrame(tick);
    } catch {
      void fallBackToMainThread();
    }
  } else {
    void fallBackToMainThread();
  }

  return {
    stop() {
      stopped = true;
      waiting?.cancel();
      worker?.terminate();
      worker = null;
    },
  };
}
