/**
 * The phases of a modal dialog, as react-modal names them (spec §4: open, after-open,
 * before-close, closed): the overlay carries the phase in `data-modal-phase` so that CSS can
 * fade it in after the first paint and out before it goes. Closing waits for the fade unless the
 * reader asked for reduced motion; asking twice closes once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type ModalPhase = 'open' | 'after-open' | 'before-close';

/** As long as the CSS transition of `[data-modal-phase]` (templates/styles/16-assistant.css). */
export const CLOSE_MS = 150;

export function useModalPhases(onClosed: () => void): { phase: ModalPhase; requestClose: () => void } {
  const [phase, setPhase] = useState<ModalPhase>('open');
  const closing = useRef(false);
  useEffect(() => {
    // Two frames: the first paint must show the 'open' state, or there is nothing to transition from.
    let frame = requestAnimationFrame(
      () => (frame = requestAnimationFrame(() => setPhase((p) => (p === 'open' ? 'after-open' : p)))),
    );
    return () => cancelAnimationFrame(frame);
  }, []);
  const requestClose = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return onClosed();
    setPhase('before-close');
    setTimeout(onClosed, CLOSE_MS);
  }, [onClosed]);
  return { phase, requestClose };
}
