import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@switchboard/shared/contracts';
import { usePressOutside } from '@switchboard/shared/crud';
import { KitButton } from '@switchboard/shared/ui';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import type { ViewTask } from './view-task';

export interface ViewActionsProps {
  view: TicketView;
  canReplace: boolean;
  onTask: (task: ViewTask) => void;
  /** The pointer or focus is on the button: the dialogs' code may come now. */
  onNear: () => void;
}

/**
 * The "…" of a saved view, drawn plain: a menu of rename, show the filters on screen instead, and delete
 * (which asks first). The focus goes to the first item; Arrow keys, Home and End move, Escape closes it
 * and gives the focus back to the button; a press outside or Tab closes it.
 */
export function ViewActions({ view, canReplace, onTask, onNear }: ViewActionsProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const [open, setOpen] = useState(false);
  // Fixed under the button: the views' row may scroll sideways (on a phone), which would clip it.
  const [place, setPlace] = useState<CSSProperties>({});
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const label = t('views.actions', { name: view.name });

  useEffect(() => {
    if (!open) return undefined;
    // Without scrolling: a scroll closes the menu.
    menu.current?.querySelector<HTMLButtonElement>('[role=menuitem]:not(:disabled)')?.focus({ preventScroll: true });
    const onScroll = () => setOpen(false);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onScroll);
    };
  }, [open]);
  usePressOutside(open, root, () => setOpen(false));

  const toggle = () => {
    const anchor = button.current;
    if (!open && anchor) {
      // Its end edge under the button's end edge, whichever way the page reads.
      const rect = anchor.getBoundingClientRect();
      const rtl = getComputedStyle(anchor).direction === 'rtl';
      setPlace({ top: rect.bottom + 4, ...(rtl ? { left: rect.left } : { right: document.documentElement.clientWidth - rect.right }) });
    }
    setOpen(!open);
  };

  const act = (task: ViewTask) => () => {
    setOpen(false);
    onTask(task);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role=menuitem]:not(:disabled)') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <span ref={root} className="sb-view-actions">
      <KitButton
        ref={button}
        variant="text"
        size="small"
        icon={<MoreOutlined />}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="ticket-view-actions"
        onClick={toggle}
        onPointerEnter={onNear}
        onFocus={onNear}
      />
      {open ? (
        <div ref={menu} role="menu" tabIndex={-1} aria-label={label} className="sb-view-menu" style={place} onKeyDown={onMenuKeyDown}>
          <KitButton variant="text" role="menuitem" onClick={act({ kind: 'rename', view })}>
            {t('views.rename')}
          </KitButton>
          <KitButton variant="text" role="menuitem" disabled={!canReplace} onClick={act({ kind: 'replace', view })}>
            {t('views.replace')}
          </KitButton>
          <KitButton variant="text" role="menuitem" danger onClick={act({ kind: 'delete', view })}>
            {t('views.delete')}
          </KitButton>
        </div>
      ) : null}
    </span>
  );
}
