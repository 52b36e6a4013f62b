import { useCallback, useEffect, useState } from 'react';
import { usePageVisible } from './use-page-visible';

export type TCameraStatus = 'idle' | 'starting' | 'running' | 'denied' | 'no-camera' | 'error';

export type TCamera = {
  status: TCameraStatus;
  /** More than one camera: the switch button cycles through them. */
  canSwitch: boolean;
  switchCamera: () => void;
  /** Only where the track reports a torch (most Android phones; not iOS Safari). */
  torchSupported: boolean;
  torchOn: boolean;
  toggleTorch: () => void;
  /** Try again after a failure (the user freed the camera, or changed the site permission). */
  retry: () => void;
};

type TTorchConstraints = { advanced: Array<MediaTrackConstraintSet & { torch: boolean }> };

function statusForError(error: unknown): TCameraStatus {
  if (error instanceof DOMException) {
    if (error.name === 'NotAllowedError' || error.name === 'SecurityError') return 'denied';
    if (error.name === 'NotFoundError' || error.name === 'OverconstrainedError') return 'no-camera';
  }
  return 'error';
}

function hasTorch(track: MediaStreamTrack): boolean {
  if (typeof track.getCapabilities !== 'function') return false;
  const capabilities = track.getCapabilities();
  return 'torch' in capabilities && capabilities.torch === true;
}

async function videoInputIds(): Promise<string[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((device) => device.kind === 'videoinput' && device.deviceId !== '').map((device) => device.deviceId);
}

/**
 * The back camera into `video` (docs/architecture.md §6). `facingMode` is only `ideal`: an `exact`
 * back camera fails outright on laptops and on phones that label their cameras oddly. Switching names
 * a device exactly, since the user picked it. The stream is stopped on unmount and while the page is
 * hidden, so the camera light goes off when staff lock the phone.
 */
export function useCamera(video: HTMLVideoElement | null, enabled: boolean): TCamera {
  const visible = usePageVisible();
  const [status, setStatus] = useState<TCameraStatus>('idle');
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [deviceIds, setDeviceIds] = useState<string[]>([]);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [torchOn, setTorchOn] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!video || !enabled || !visible) return undefined;
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      // No camera API at all: an old browser, or the page is not served over HTTPS.
      setStatus('no-camera');
      return undefined;
    }
    let disposed = false;
    let stream: MediaStream | null = null;
    setStatus('starting');
    const constraints: MediaStreamConstraints = {
      audio: false,
      video: deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: 'environment' } },
    };
    navigator.mediaDevices
      .getUserMedia(constraints)
      .then(async (opened) => {
        if (disposed) {
          opened.getTracks().forEach((t) => t.stop());
          return;
        }
        stream = opened;
        video.srcObject = opened;
        await video.play();
        if (disposed) return;
        setTrack(opened.getVideoTracks()[0] ?? null);
        setStatus('running');
        // Device ids (and labels) are only listed once permission is granted.
        const ids = await videoInputIds();
        if (!disposed) setDeviceIds(ids);
      })
      .catch((error: unknown) => {
        if (disposed) return;
        // play() is aborted when the stream is swapped mid-start; the next run takes over.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn('Camera could not start', error);
        setStatus(statusForError(error));
      });
    return () => {
      disposed = true;
      stream?.getTracks().forEach((t) => t.stop());
      if (video.srcObject === stream) video.srcObject = null;
      setTrack(null);
      setTorchOn(false);
      setStatus('idle');
    };
  }, [video, enabled, visible, deviceId, attempt]);

  const switchCamera = useCallback(() => {
    if (deviceIds.length < 2) return;
    const current = track?.getSettings().deviceId ?? deviceId;
    const index = current ? deviceIds.indexOf(current) : -1;
    setDeviceId(deviceIds[(index + 1) % deviceIds.length] ?? null);
  }, [deviceIds, track, deviceId]);

  const torchSupported = track !== null && hasTorch(track);

  const toggleTorch = useCallback(() => {
    if (!track || !torchSupported) return;
    const next = !torchOn;
    const constraints: TTorchConstraints = { advanced: [{ torch: next }] };
    track.applyConstraints(constraints).then(
      () => setTorchOn(next),
      (error: unknown) => console.warn('Torch could not be switched', error),
    );
  }, [track, torchSupported, torchOn]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return { status, canSwitch: deviceIds.length > 1, switchCamera, torchSupported, torchOn, toggleTorch, retry };
}
