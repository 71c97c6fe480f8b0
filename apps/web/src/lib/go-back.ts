/** What 'Go Back' on the 404 page knows about how the reader got there. */
export interface ArrivedFrom {
  /** React Router's index of this entry in its own history (0: the first page of this app load). */
  historyIndex: number;
  /** `history.length`: 1 when this tab has nowhere to go back to (e.g. a link opened in a new tab). */
  historyLength: number;
  /** `document.referrer`: the page that linked here on a full page load ('' when none was sent). */
  referrer: string;
  /** This site's origin. */
  origin: string;
}

const originOf = (address: string) => {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
};

/**
 * 'back' when the page before this one was ours: an earlier page of this app load, or, after a full
 * page load, a page of this origin that linked here (same-origin referrer) with an entry to go back
 * to; 'home' otherwise (a typed address, a link from another site, a new tab), so Go Back never
 * leaves the site or does nothing.
 */
export function goBackTarget({
  historyIndex,
  historyLength,
  referrer,
  origin,
}: ArrivedFrom): 'back' | 'home' {
  if (historyIndex > 0) return 'back';
  if (historyLength < 2 || !referrer) return 'home';
  return originOf(referrer) === origin ? 'back' : 'home';
}
