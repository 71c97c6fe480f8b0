// The scanner's public surface: the camera and its reading loop (issue 30). The decoder itself is
// loaded from lib/detector.ts only when the camera opens.
export { CameraView } from './components/camera-view.tsx';
export { type CameraProblem, type ScannerState, useBarcodeScanner } from './hooks/use-barcode-scanner.ts';
export { createScanFeedback } from './lib/feedback.ts';
