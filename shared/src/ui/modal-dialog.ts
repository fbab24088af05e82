import { useEffect, useRef, type RefObject } from 'react';

/**
 * A native `<dialog>` shown as a modal while `open`: the browser keeps the focus inside, Escape closes
 * it (pass `onClose` to the dialog's `onCancel` and `onClose` too, so the state follows) and the focus
 * goes back to where it was. A click on the backdrop lands on the dialog itself, outside its content,
 * and closes it. Returns the ref to put on the `<dialog>`.
 */
export function useModalDialog(open: boolean, onClose: () => void): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === element) onClose();
    };
    element.addEventListener('click', onBackdrop);
    return () => element.removeEventListener('click', onBackdrop);
  }, [onClose]);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);
  return dialog;
}
