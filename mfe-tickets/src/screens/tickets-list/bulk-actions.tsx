import { useState, type ReactNode } from 'react';
import { Button, Flex, Modal, Select, Typography } from 'antd';
import { Badge, Spin } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MERGE_MAX_SOURCES, type PatchTicketRequest } from '@switchboard/shared/contracts';
import { useFeedback } from '@switchboard/shared/crud';
import { ticketsApi } from '../../api';
import { useAssignees, useStatuses } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { mergePath } from '../ticket-merge/merge-model';
import { bulkPatch } from './bulk-update';

type Kind = 'assign' | 'status';

export interface BulkActionsProps {
  selected: string[];
  /** Called after a run, with the ids that failed (kept selected for a retry). */
  onDone: (failed: string[]) => void;
  /** Assign / status (tickets:tickets:edit). */
  canEdit?: boolean;
  /** Merge… for two or more tickets (tickets:tickets:merge). */
  canMerge?: boolean;
}

/** "Assign to…" and "Change status…" for the selected tickets (one PATCH each). */
export function BulkActions({ selected, onDone, canEdit = true, canMerge = false }: BulkActionsProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const navigate = useNavigate();
  const tooMany = selected.length > MERGE_MAX_SOURCES + 1;
  const feedback = useFeedback();
  const [open, setOpen] = useState<Kind | null>(null);
  const [value, setValue] = useState<string | undefined>();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const statuses = useStatuses(open === 'status');
  const assignees = useAssignees(open === 'assign');

  const close = () => {
    setOpen(null);
    setValue(undefined);
    setProgress(null);
  };

  const apply = async () => {
    if (!value) return;
    const change: PatchTicketRequest = open === 'assign' ? { assigneeId: value === 'unassigned' ? null : value } : { statusId: value };
    setProgress({ done: 0, total: selected.length });
    const result = await bulkPatch(selected, change, (id, body) => ticketsApi.patch(id, body), (done, total) => setProgress({ done, total }));
    const summary = t('list.bulkSummary', { ok: result.succeeded.length, failed: result.failed.length });
    if (result.failed.length) feedback.warning(t('list.bulkFinished'), summary);
    else feedback.success(t('list.bulkFinished'), summary);
    close();
    onDone(result.failed);
  };

  const options: { value: string; label: ReactNode; title?: string }[] =
    open === 'assign'
      ? [{ value: 'unassigned', label: t('ticket.unassigned') }, ...assignees.items.map((agent) => ({ value: agent.id, label: agent.name }))]
      : statuses.items.map((status) => ({ value: status.id, label: <Badge color={status.color} text={status.name} />, title: status.name }));

  return (
    <Flex gap={8} align="center" wrap="wrap">
      <Typography.Text type="secondary">{t('list.selected', { count: selected.length })}</Typography.Text>
      {canEdit ? (
        <>
          <Button data-testid="tickets-bulk-assign" disabled={!selected.length} onClick={() => setOpen('assign')}>
            {t('list.bulkAssign')}
          </Button>
          <Button data-testid="tickets-bulk-status" disabled={!selected.length} onClick={() => setOpen('status')}>
            {t('list.bulkStatus')}
          </Button>
        </>
      ) : null}
      {canMerge && selected.length >= 2 ? (
        // Opens the merge screen with the selection; nothing is merged before its confirmation. One kept
        // ticket plus the API's limit of sources: a larger selection is refused here, not cut silently.
        <>
          <Button data-testid="tickets-bulk-merge" disabled={tooMany} onClick={() => void navigate(mergePath({ ids: selected }))}>
            {t('merge.bulkMerge')}
          </Button>
          {tooMany ? <Typography.Text type="warning">{t('merge.bulkMergeTooMany', { count: MERGE_MAX_SOURCES + 1 })}</Typography.Text> : null}
        </>
      ) : null}
      <Modal
        open={open !== null}
        title={open === 'assign' ? t('list.bulkAssignTitle', { count: selected.length }) : t('list.bulkStatusTitle', { count: selected.length })}
        okText={t('list.bulkApply')}
        cancelText={t('ticket.cancel')}
        onOk={() => void apply()}
        onCancel={() => (progress ? undefined : close())}
        okButtonProps={{ disabled: !value || progress !== null, loading: progress !== null, 'data-testid': 'tickets-bulk-apply' }}
        cancelButtonProps={{ disabled: progress !== null }}
        closable={progress === null}
        mask={{ closable: false }}
        destroyOnHidden
      >
        {progress ? (
          <Flex gap={8} align="center" role="status">
            <Spin size="small" />
            <span>{t('list.bulkProgress', { done: progress.done, total: progress.total })}</span>
          </Flex>
        ) : (
          <Select
            data-testid="tickets-bulk-value"
            aria-label={open === 'assign' ? t('ticket.fields.assignee') : t('ticket.fields.status')}
            style={{ width: '100%' }}
            placeholder={open === 'assign' ? t('list.chooseAssignee') : t('list.chooseStatus')}
            loading={open === 'assign' ? assignees.loading : statuses.loading}
            value={value}
            onChange={setValue}
            options={options}
            showSearch={{ optionFilterProp: open === 'assign' ? 'label' : 'title' }}
          />
        )}
      </Modal>
    </Flex>
  );
}
