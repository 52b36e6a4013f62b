/** How long the browser may take to read a video's header before the file counts as unreadable. */
const READ_TIMEOUT_MS = 15_000;

/**
 * The length in seconds of a video file, from its metadata (docs/product.md §5: the hero video is checked
 * on the device too). Rejects when the browser cannot read it; the caller treats that as unreadable.
 */
export function readVideoDuration(file: Blob): Promise<number> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    function finish() {
      window.clearTimeout(timer);
      video.onloadedmetadata = null;
      video.onerror = null;
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
    }
    const timer = window.setTimeout(() => {
      finish();
      reject(new Error('video metadata timed out'));
    }, READ_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      const seconds = video.duration;
      finish();
      resolve(seconds);
    };
    video.onerror = () => {
      finish();
      reject(new Error('video metadata unreadable'));
    };
    video.src = url;
  });
}
