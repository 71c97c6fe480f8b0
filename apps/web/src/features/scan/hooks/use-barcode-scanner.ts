import { createScanConfirmer, readBookBarcode } from '@shelfwise/contract';
import { useEffect, useRef, useState } from 'react';
import { createFrameDetector } from '../lib/detector.ts';

/** Why the camera cannot scan here; the page says it and the typed-ISBN field stays. */
export type CameraProblem = 'insecure' | 'unsupported' | 'denied' | 'no-camera' | 'busy' | 'decoder';

export type ScannerState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'scanning'; detector: 'native' | 'wasm' }
  | { status: 'unavailable'; problem: CameraProblem };

/** How long the loop rests between two frames it reads (about 8 reads a second). */
const FRAME_GAP_MS = 120;

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'no-camera';
  }
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'unsupported';
}

/**
 * The camera, while `active`: asks for the back camera, shows it in `videoRef`'s video, reads
 * about 8 frames a second and calls `onIsbn` with each book code the two-reads rule confirms
 * (createScanConfirmer), `onUpc` when the frame holds a UPC instead. Stops the camera (every
 * track) when `active` turns false or the component unmounts: closing the dialog or leaving the
 * page. No frame leaves the browser.
 */
export function useBarcodeScanner({
  active,
  onIsbn,
  onUpc,
}: {
  active: boolean;
  onIsbn: (isbn13: string) => void;
  onUpc?: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>({ status: active ? 'starting' : 'off' });
  const onIsbnRef = useRef(onIsbn);
  const onUpcRef = useRef(onUpc);
  onIsbnRef.current = onIsbn;
  onUpcRef.current = onUpc;

  useEffect(() => {
    if (!active) {
      setState({ status: 'off' });
      return;
    }
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const video = videoRef.current;
    const confirmer = createScanConfirmer();
    const fail = (problem: CameraProblem) => {
      if (!stopped) setState({ status: 'unavailable', problem });
    };

    void (async () => {
      setState({ status: 'starting' });
      if (!window.isSecureContext) return fail('insecure');
      if (!navigator.mediaDevices?.getUserMedia) return fail('unsupported');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (error) {
        return fail(problemOf(error));
      }
      if (stopped || !video) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      let detector: Awaited<ReturnType<typeof createFrameDetector>>;
      try {
        detector = await createFrameDetector();
      } catch {
        return fail('decoder');
      }
      if (stopped) return;
      setState({ status: 'scanning', detector: detector.kind });
      const tick = async () => {
        if (stopped) return;
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          try {
            const verdicts = (await detector.detect(video)).map(readBookBarcode);
            const book = verdicts.find((v) => v.kind === 'isbn');
            if (book && book.kind === 'isbn') {
              const counted = confirmer.accept(book.isbn13);
              if (counted && !stopped) onIsbnRef.current(counted);
            } else {
              confirmer.miss();
              if (verdicts.some((v) => v.kind === 'upc') && !stopped) onUpcRef.current?.();
            }
          } catch {
            // A frame the decoder could not read: the next one will do.
          }
        }
        if (!stopped) timer = setTimeout(tick, FRAME_GAP_MS);
      };
      void tick();
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (video) video.srcObject = null;
    };
  }, [active]);

  return { videoRef, state };
}
