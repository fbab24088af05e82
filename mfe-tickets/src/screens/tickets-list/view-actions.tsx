import { useState } from 'react';
import { Button, Flex } from 'antd';
import { Popover } from '@switchboard/shared/antd-signed-in';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TicketView } from '@switchboard/shared/contracts';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

// Apart from the views bar: only an agent's own views have this menu, and its popover is the kit's,
// fetched when such a view is on screen rather than with the list's first rows.

export interface NameDialogState {
  /** The view being renamed, or none for a new one. */
  view?: TicketView;
}

export interface ViewActionsProps {
  view: TicketView;
  canReplace: boolean;
  onRename: (state: NameDialogState) => void;
  onReplace: (view: TicketView) => Promise<void>;
  onDelete: (view: TicketView) => void;
}

/** The "…" of a saved view: rename, show the filters on screen instead, delete (after a confirmation). */
export function ViewActions({ view, canReplace, onRename, onReplace, onDelete }: ViewActionsProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const [open, setOpen] = useState(false);
  const act = (work: () => void) => () => {
    setOpen(false);
    work();
  };
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottom"
      content={
        <Flex vertical gap={4} role="menu" aria-label={t('views.actions', { name: view.name })}>
          <Button type="text" role="menuitem" onClick={act(() => onRename({ view }))}>
            {t('views.rename')}
          </Button>
          <Button type="text" role="menuitem" disabled={!canReplace} onClick={act(() => void onReplace(view))}>
            {t('views.replace')}
          </Button>
          <Button type="text" role="menuitem" danger onClick={act(() => onDelete(view))}>
            {t('views.delete')}
          </Button>
        </Flex>
      }
    >
      <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('views.actions', { name: view.name })} aria-haspopup="menu" aria-expanded={open} data-testid="ticket-view-actions" />
    </Popover>
  );
}
