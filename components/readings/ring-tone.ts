"use client";
/**
 * The incoming reading's ring, made with the Web Audio API (no sound file to download): two short
 * tones every two seconds until stopped. Whether the Seer wants it is kept in localStorage.
 * A browser that has not been touched yet may refuse to play; the dialog shows the ring anyway.
 */
const SOUND_KEY = "seers.ring-sound";
const PATTERN_MS = 2_000;

export function ringSoundWanted(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) !== "off";
  } catch {
    return true;
  }
}

export function rememberRingSound(on: boolean): void {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? "on" : "off");
  } catch {
    // Private browsing without storage: the choice lasts for this dialog only.
  }
}

function beep(context: AudioContext, at: number, frequency: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = "sine";
  oscillator.frequency.value = frequency;
  // A soft attack and release: no click at either end.
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(0.15, at + 0.02);
  gain.gain.linearRampToValueAtTime(0, at + 0.35);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(at);
  oscillator.stop(at + 0.4);
}

/** Starts ringing; the returned function stops it. */
export function startRing(): () => void {
  const Context = window.AudioContext;
  if (!Context) return () => {};
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return () => {};
  }
  const ring = () => {
    if (context.state === "suspended") void context.resume().catch(() => {});
    const at = context.currentTime + 0.05;
    beep(context, at, 880);
    beep(context, at + 0.45, 660);
  };
  ring();
  const timer = window.setInterval(ring, PATTERN_MS);
  return () => {
    window.clearInterval(timer);
    void context.close().catch(() => {});
  };
}
