import { TOAST_DURATION_MS } from '@shelfwise/contract';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'sonner';
import { STAYS_LIVE_ATTRIBUTE } from '../components/ui/modal.tsx';
import { useTheme } from '../lib/theme.ts';

/** The toasts of the app (its own chunk: the sign-in pages show none, so they never download it). */
export default function ThemedToaster() {
  const { theme } = useTheme();
  // The toasts live beside the page, not in it: while a dialog makes the page inert they still show
  // above it and are still announced.
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.setAttribute(STAYS_LIVE_ATTRIBUTE, '');
    return element;
  });
  useLayoutEffect(() => {
    document.body.append(host);
    return () => host.remove();
  }, [host]);
  // Below the 64 px top bar, so a toast never hides the account menu or the page's title; dialogs'
  // buttons sit at their bottom, out of the toasts' way.
  return createPortal(
    <Toaster
      position="top-right"
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 72, left: 12, right: 12 }}
      duration={TOAST_DURATION_MS}
      theme={theme}
      richColors
      closeButton
    />,
    host,
  );
}
