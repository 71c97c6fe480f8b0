import type { BarcodeReading } from '@shelfwise/contract';

/** The formats a book's back may carry: the EAN-13 (the ISBN), and UPC codes to tell apart. */
export const BOOK_FORMATS = ['ean_13', 'upc_a', 'upc_e'] as const;

/** What reads barcodes off the video: the browser's own detector, or our WebAssembly decoder. */
export interface FrameDetector {
  kind: 'native' | 'wasm';
  detect(source: HTMLVideoElement): Promise<BarcodeReading[]>;
}

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string; format: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector when it reads EAN-13 (Chrome on Android and macOS, Safari on
 * recent iOS); otherwise null. Firefox, desktop Chrome on Linux and Windows have none.
 */
async function nativeDetector(): Promise<FrameDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (typeof Native !== 'function' || typeof Native.getSupportedFormats !== 'function') return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!supported.includes('ean_13')) return null;
    const detector = new Native({ formats: BOOK_FORMATS.filter((f) => supported.includes(f)) });
    return { kind: 'native', detect: (source) => detector.detect(source) };
  } catch {
    return null;
  }
}

/**
 * The detector to scan with: the browser's when it has one that reads EAN-13, else the
 * WebAssembly decoder (zxing-wasm behind the BarcodeDetector ponyfill), whose script and `.wasm`
 * are fetched from this site now, when the camera opens, and never before.
 */
export async function createFrameDetector(): Promise<FrameDetector> {
  const native = await nativeDetector();
  if (native) return native;
  const { createWasmDetector } = await import('./wasm-detector.ts');
  return createWasmDetector();
}
