// Short WebAudio beeps for the timer's 5-second warning and its end. No audio files: a tone
// is generated on the fly, and nothing plays when the GM switched sounds off.

let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (ctx) return ctx;
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return null;
  try {
    ctx = new Ctor();
  } catch {
    return null;
  }
  return ctx;
}

export type BeepKind = 'warning' | 'end';

/** Plays a beep; never throws (autoplay policies may keep the context suspended). */
export function beep(kind: BeepKind, enabled: boolean): void {
  if (!enabled) return;
  const ac = audio();
  if (!ac) return;
  try {
    if (ac.state === 'suspended') void ac.resume().catch(() => undefined);
    const osc = ac.createOscillator();
    const gain = ac.createGain();
    osc.type = 'sine';
    osc.frequency.value = kind === 'end' ? 440 : 880;
    const t = ac.currentTime;
    const length = kind === 'end' ? 0.6 : 0.15;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.25, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + length);
    osc.connect(gain).connect(ac.destination);
    osc.start(t);
    osc.stop(t + length + 0.05);
  } catch {
    // Sound is a nicety; a failing audio stack must not break the timer.
  }
}
