import { App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** An action on the selected rows, asked for first. */
export interface BulkAction<Row> {
  key: string;
  label: string;
  danger?: boolean;
  /** The question (it may name the count); the default is "Apply to N selected items?". */
  confirmTitle?: (rows: Row[]) => string;
  run: (rows: Row[]) => Promise<void>;
}

/**
 * "N selected", an action per bulk action (each asked for first, in antd's confirmation) and "Clear
 * selection". A chunk of its own, fetched when the first row is chosen: a list's first rows need none of it.
 */
export function ListBulkBar<Row>({
  actions,
  chosen,
  testId,
  onDone,
  onClear,
}: {
  actions: readonly BulkAction<Row>[];
  chosen: Row[];
  testId: string;
  /** After an action ran: the selection is cleared and the list reloaded. */
  onDone: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('common');
  const { modal } = App.useApp();
  const run = (action: BulkAction<Row>) => {
    modal.confirm({
      title: action.confirmTitle ? action.confirmTitle(chosen) : t('crud.bulkConfirm', { count: chosen.length }),
      okText: action.label,
      okButtonProps: { danger: action.danger, 'data-testid': `${testId}-bulk-confirm` } as never,
      cancelText: t('crud.cancel'),
      onOk: async () => {
        await action.run(chosen);
        onDone();
      },
    });
  };
  return (
    <Flex gap={8} align="center" wrap="wrap" style={{ marginBottom: 12 }} data-testid={`${testId}-bulk-bar`}>
      <Typography.Text>{t('crud.selected', { count: chosen.length })}</Typography.Text>
      {actions.map((action) => (
        <Button key={action.key} danger={action.danger} data-testid={`${testId}-bulk-${action.key}`} onClick={() => run(action)}>
          {action.label}
        </Button>
      ))}
      <Button type="link" onClick={onClear}>
        {t('crud.clearSelection')}
      </Button>
    </Flex>
  );
}
