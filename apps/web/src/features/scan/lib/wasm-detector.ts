import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// The decoder's bytes, served by us (Vite copies the file into the build and gives its URL):
// the ponyfill's default would fetch them from a CDN.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { BOOK_FORMATS, type FrameDetector } from './detector.ts';

let prepared = false;

/** The WebAssembly decoder; loaded only by createFrameDetector, when the camera opens. */
export async function createWasmDetector(): Promise<FrameDetector> {
  if (!prepared) {
    prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
      },
    });
    prepared = true;
  }
  const detector = new BarcodeDetector({ formats: [...BOOK_FORMATS] });
  return { kind: 'wasm', detect: (source) => detector.detect(source) };
}
