/**
 * A short beep and a buzz for each accepted code, so the reader can keep their eyes on the stack.
 * The AudioContext is made on the click that opens the scanner (browsers allow sound only after
 * a gesture); where there is no sound or vibration, nothing happens.
 */
export function createScanFeedback() {
  let context: AudioContext | null = null;
  try {
    context = typeof AudioContext === 'function' ? new AudioContext() : null;
  } catch {
    context = null;
  }
  return {
    accepted() {
      navigator.vibrate?.(60);
      if (!context) return;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = 1046;
      gain.gain.value = 0.08;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + 0.09);
    },
    close() {
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}
