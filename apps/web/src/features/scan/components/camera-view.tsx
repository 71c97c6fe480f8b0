import { type MessageKey, useT } from '../../../lib/i18n/i18n.ts';
import type { CameraProblem, ScannerState } from '../hooks/use-barcode-scanner.ts';

const problemKeys: Record<CameraProblem, MessageKey> = {
  insecure: 'scan.problem.insecure',
  unsupported: 'scan.problem.unsupported',
  denied: 'scan.problem.denied',
  'no-camera': 'scan.problem.noCamera',
  busy: 'scan.problem.busy',
  decoder: 'scan.problem.decoder',
};

/**
 * The camera's picture with an aiming frame, and a line that says what it is doing (or why it
 * cannot). `playsInline muted`: iPhones otherwise open the video full screen or refuse to play it.
 */
export function CameraView({
  state,
  videoRef,
}: {
  state: ScannerState;
  videoRef: React.RefObject<HTMLVideoElement | null>;
}) {
  const t = useT();
  const unavailable = state.status === 'unavailable';
  return (
    <div className="space-y-2">
      <div
        className={`relative overflow-hidden rounded-lg bg-slate-900 ${unavailable ? 'hidden' : 'aspect-video'}`}
      >
        <video
          ref={videoRef}
          playsInline
          muted
          autoPlay
          aria-label={t('scan.camera')}
          className="h-full w-full object-cover"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-[12%] top-1/2 h-1/3 -translate-y-1/2 rounded-md border-2 border-white/90 shadow-[0_0_0_1px_rgba(15,23,42,0.6)]"
        />
      </div>
      <p
        role="status"
        className={
          unavailable
            ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100'
            : 'text-sm text-slate-600 dark:text-slate-300'
        }
      >
        {state.status === 'unavailable'
          ? t(problemKeys[state.problem])
          : state.status === 'scanning'
            ? t('scan.scanning')
            : t('scan.starting')}
      </p>
    </div>
  );
}
