import type { TScanDecision } from '../../../contract/scans';

/*
 * Sound and vibration with each verdict (docs/architecture.md §6): staff at a busy door look at the
 * next guest, not at the phone. Two pitches, so accept and reject are told apart by ear alone.
 */

type TTone = { frequency: number; seconds: number; gap: number; count: number; type: OscillatorType };

export const FEEDBACK: Record<TScanDecision, { tone: TTone; vibration: number[] }> = {
  accepted: { tone: { frequency: 1320, seconds: 0.12, gap: 0, count: 1, type: 'sine' }, vibration: [80] },
  rejected: { tone: { frequency: 220, seconds: 0.18, gap: 0.08, count: 2, type: 'square' }, vibration: [160, 80, 160] },
};

let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (audio) return audio;
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  audio = new AudioContext();
  return audio;
}

/**
 * Browsers start audio suspended until the user touches the page; camera reads are no gesture, so
 * the first tap or key press on the scanner wakes it up.
 */
export function unlockAudio(): void {
  const context = audioContext();
  if (context && context.state === 'suspended') void context.resume().catch(() => undefined);
}

function beep(tone: TTone): void {
  const context = audioContext();
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  for (let index = 0; index < tone.count; index++) {
    const at = start + index * (tone.seconds + tone.gap);
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = tone.type;
    oscillator.frequency.value = tone.frequency;
    // A short fade in and out: a hard start or stop clicks on phone speakers.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.seconds);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + tone.seconds + 0.02);
  }
}

export function playVerdictFeedback(decision: TScanDecision): void {
  const { tone, vibration } = FEEDBACK[decision];
  try {
    beep(tone);
  } catch (error) {
    console.warn('Verdict sound failed', error);
  }
  // iOS Safari has no vibrate(); elsewhere it may be refused without a recent gesture.
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(vibration);
}
