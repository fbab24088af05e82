import { useMemo, useState, type ReactNode } from 'react';
import { CloseOutlined, MergeCellsOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Empty, Flex, Modal, Result, Row, Typography } from 'antd';
import { Card, Skeleton, Tag } from '@switchboard/shared/antd-signed-in';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { MERGE_MAX_SOURCES, paths, type AgentTicket, type ApiErrorBody, type MergeTicketsRequest } from '@switchboard/shared/contracts';
import type { ApiError } from '@switchboard/shared/client';
import { errorCodeOf, PageHeader, statusOf, useFeedback, type Notice } from '@switchboard/shared/crud';
import { ticketsApi } from '../../api';
import { StatusTag } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { rememberedListSearch } from '../list-memory';
import {
  addSource,
  customerScope,
  eligibleSources,
  makeTarget,
  mergeRequest,
  messagesCarried,
  parseMergeParams,
  removeSource,
  sourceIssue,
  sourceOfField,
  targetIssue,
  type MergeSelection,
  type SourceIssue,
} from './merge-model';
import { mergeTickets } from './merge-api';
import { TicketPicker } from './ticket-picker';
import { useTicketCounts, type TicketCounts } from './use-ticket-counts';
import { usePreselection } from './use-preselection';

/** Merge failures the screen explains itself; others fall back to the common error texts. */
const EXPLAINED_CODES = ['CONFLICT', 'NOT_FOUND', 'FORBIDDEN', 'VALIDATION_FAILED'];

function issueText(issue: SourceIssue, ticket: AgentTicket, t: TFunction): string {
  if (issue === 'otherCustomer') return t('merge.issues.otherCustomer', { name: ticket.customer?.name ?? t('merge.noCustomer') });
  return t(`merge.issues.${issue}`);
}

function serials(tickets: AgentTicket[]): string {
  return tickets.map((ticket) => `#${ticket.serialNumber}`).join(', ');
}

/** The plain-language outcome shown in the preview and the confirmation. */
export function mergeSummary(selection: MergeSelection, t: TFunction): string | null {
  const request = mergeRequest(selection);
  if (!request || !selection.target) return null;
  const sources = eligibleSources(selection);
  const target = selection.target.serialNumber;
  return sources.length === 1
    ? t('merge.summaryOne', { source: sources[0].serialNumber, target })
    : t('merge.summaryMany', { count: sources.length, list: serials(sources), target });
}

/** A failed merge as clear text: what went wrong with these tickets, naming the refused ones. */
export function mergeErrorNotice(error: unknown, request: MergeTicketsRequest, selection: MergeSelection, t: TFunction, fallback: (error: unknown) => Notice): Notice {
  const code = errorCodeOf(error);
  if (!code || !EXPLAINED_CODES.includes(code)) return fallback(error);
  const body = (error as ApiError).response?.data as ApiErrorBody | undefined;
  const named = (body?.details ?? [])
    .map((detail) => sourceOfField(request, detail.field))
    .map((id) => selection.sources.find((ticket) => ticket.id === id))
    .filter((ticket): ticket is AgentTicket => Boolean(ticket));
  const target = selection.target?.serialNumber ?? '';
  const description = t(`merge.errors.${code}`, { target });
  return { title: t('merge.failed'), description: named.length ? `${description} ${t('merge.refused', { list: serials(named) })}` : description };
}

function countsText(counts: TicketCounts | undefined, t: TFunction): string | null {
  if (!counts) return null;
  const parts = [
    counts.messages !== undefined ? t('merge.messagesCount', { count: counts.messages }) : null,
    counts.notes !== undefined ? t('merge.notesCount', { count: counts.notes }) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

interface TicketLineProps {
  ticket: AgentTicket;
  testId: string;
  counts?: TicketCounts;
  tag?: ReactNode;
  problem?: string | null;
  actions?: ReactNode;
}

/** One ticket of the selection: number, title, status, customer, what it holds, and its actions. */
function TicketLine({ ticket, testId, counts, tag, problem, actions }: TicketLineProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const held = countsText(counts, t);
  return (
    <Flex
      data-testid={testId}
      data-ticket-id={ticket.id}
      data-eligible={problem ? 'false' : 'true'}
      gap={12}
      align="flex-start"
      justify="space-between"
      wrap="wrap"
      style={{ padding: '8px 0', opacity: problem ? 0.75 : 1 }}
    >
      <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Flex gap={6} align="center" wrap="wrap">
          <Typography.Text strong dir="ltr">
            #{ticket.serialNumber}
          </Typography.Text>
          <Typography.Text delete={Boolean(problem)} dir="auto">{ticket.title}</Typography.Text>
          <StatusTag status={ticket.status} />
          {tag}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {/* The customer's name is typed text: its own direction, apart from the counts after it. */}
          {ticket.customer ? <bdi data-testid={`${testId}-customer`}>{ticket.customer.name}</bdi> : t('merge.noCustomer')}
          {held ? ` · ${held}` : ''}
        </Typography.Text>
        {problem ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`${testId}-issue`}>
            {problem}
          </Typography.Text>
        ) : null}
      </Flex>
      {actions ? (
        <Flex gap={4} wrap="wrap">
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** `/tickets/merge`: choose the ticket to keep and the tickets to merge into it, preview, confirm. */
export function TicketMergeScreen() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const feedback = useFeedback();
  // The link is read once: later picks live on the screen, so a stray re-render never re-selects.
  const [params] = useState(() => parseMergeParams(location.search));
  const preselection = usePreselection(params);
  const [edited, setEdited] = useState<MergeSelection | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Notice | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const ready = preselection.state.status === 'ready' ? preselection.state : null;
  const selection: MergeSelection = edited ?? ready?.selection ?? { target: null, sources: [] };
  const { target, sources } = selection;
  const request = mergeRequest(selection);
  const summary = mergeSummary(selection, t);
  const countIds = useMemo(() => [...(target ? [target.id] : []), ...sources.map((ticket) => ticket.id)], [target, sources]);
  const counts = useTicketCounts(countIds);
  // Pickers search only tickets of the customer already chosen: only those can be merged.
  const scope = customerScope(target, sources);
  const targetScope = customerScope(null, sources);

  const change = (next: MergeSelection) => {
    setEdited(next);
    setFailure(null);
  };

  const title = t('pages.ticketsMerge');
  const header = (
    <PageHeader
      title={<span data-testid="page-title">{title}</span>}
      breadcrumb={[{ title: t('sections.tickets'), to: `${paths.ticketsList()}${rememberedListSearch()}` }, { title }]}
    />
  );

  if (preselection.state.status === 'loading') {
    return (
      <>
        {header}
        <div data-testid="merge-loading" aria-busy>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </>
    );
  }
  if (preselection.state.status === 'failed') {
    const notice = feedback.describe(preselection.state.error, t('merge.loadFailed'));
    return (
      <>
        {header}
        <Result status="error" title={notice.title} subTitle={notice.description} extra={<Button onClick={preselection.retry}>{t('ticket.retry')}</Button>} />
      </>
    );
  }

  // After a refused merge: the tickets as they are now (someone may have merged or deleted one).
  const refresh = async () => {
    setRefreshing(true);
    const reload = async (ticket: AgentTicket) => ticketsApi.get(ticket.id).catch((error: unknown) => (statusOf(error) === 404 ? null : ticket));
    const [nextTarget, ...nextSources] = await Promise.all([target ? reload(target) : Promise.resolve(null), ...sources.map(reload)]);
    setRefreshing(false);
    change({ target: nextTarget, sources: nextSources.filter((ticket): ticket is AgentTicket => Boolean(ticket)) });
  };

  const submit = async () => {
    if (!request || !target) return;
    setSubmitting(true);
    try {
      const result = await mergeTickets(request);
      feedback.success(
        t('merge.success', { target: result.targetSerialNumber }),
        t('merge.successDetail', { messages: result.movedMessages, notes: result.movedComments }),
      );
      void navigate(paths.ticketDetails(result.targetId));
    } catch (error) {
      setSubmitting(false);
      setConfirming(false);
      setFailure(mergeErrorNotice(error, request, selection, t, (other) => feedback.describe(other, t('merge.failed'))));
    }
  };

  const targetReason = (ticket: AgentTicket): string | null => {
    if (ticket.id === target?.id) return t('merge.issues.isTarget');
    if (targetIssue(ticket)) return t('merge.issues.alreadyMerged');
    return null;
  };
  const sourceReason = (ticket: AgentTicket): string | null => {
    const issue = sourceIssue(target, ticket);
    if (issue) return issueText(issue, ticket, t);
    if (sources.some((source) => source.id === ticket.id)) return t('merge.issues.added');
    if (sources.length >= MERGE_MAX_SOURCES) return t('merge.maxSources', { max: MERGE_MAX_SOURCES });
    return null;
  };
  const excluded = sources.filter((ticket) => sourceIssue(target, ticket));
  const blockedTarget = target && targetIssue(target) ? t('merge.targetMerged') : null;

  return (
    <>
      {header}
      <Typography.Paragraph type="secondary">{t('merge.intro')}</Typography.Paragraph>
      {ready && ready.missing > 0 ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid="merge-missing" title={t('merge.missing', { count: ready.missing })} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={16}>
            <Card size="small" title={t('merge.targetStep')} data-testid="merge-target-card">
              {target ? (
                <TicketLine ticket={target} testId="merge-target" counts={counts[target.id]} tag={<Tag color="blue">{t('merge.keepTag')}</Tag>} problem={blockedTarget} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('merge.noTarget')} style={{ margin: '8px 0' }} />
              )}
              <TicketPicker
                testId="merge-target-picker"
                placeholder={target ? t('merge.changeTarget') : t('merge.searchTarget')}
                customerId={targetScope?.id}
                disabledReason={targetReason}
                onPick={(ticket) => change(makeTarget(selection, ticket))}
              />
            </Card>
            <Card size="small" title={t('merge.sourcesStep')} data-testid="merge-sources-card">
              {sources.length ? (
                <div role="list">
                  {sources.map((ticket) => {
                    const issue = sourceIssue(target, ticket);
                    return (
                      <div role="listitem" key={ticket.id}>
                        <TicketLine
                          ticket={ticket}
                          testId="merge-source"
                          // A source's count says what lands on the target: its messages and its description.
                          counts={counts[ticket.id] ? { ...counts[ticket.id], messages: messagesCarried(ticket, counts[ticket.id]!.messages) } : undefined}
                          problem={issue ? issueText(issue, ticket, t) : null}
                          actions={
                            <>
                              {!targetIssue(ticket) ? (
                                <Button size="small" data-testid="merge-make-target" onClick={() => change(makeTarget(selection, ticket))}>
                                  {t('merge.makeTarget')}
                                </Button>
                              ) : null}
                              <Button
                                size="small"
                                type="text"
                                icon={<CloseOutlined />}
                                data-testid="merge-remove-source"
                                aria-label={t('merge.removeLabel', { serial: ticket.serialNumber })}
                                title={t('merge.removeLabel', { serial: ticket.serialNumber })}
                                onClick={() => change(removeSource(selection, ticket.id))}
                              />
                            </>
                          }
                        />
                      </div>
                    );
                  })}
                </div>
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('merge.noSources')} style={{ margin: '8px 0' }} />
              )}
              <TicketPicker
                testId="merge-source-picker"
                placeholder={t('merge.searchSources')}
                customerId={scope?.id}
                disabledReason={sourceReason}
                onPick={(ticket) => change(addSource(selection, ticket))}
              />
              {scope ? (
                <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }} data-testid="merge-scope">
                  {t('merge.scopeHint', { name: scope.name })}
                </Typography.Text>
              ) : null}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('merge.previewStep')} data-testid="merge-preview">
            <Flex vertical gap={12}>
              {summary ? (
                <Alert type="info" showIcon data-testid="merge-summary" title={summary} />
              ) : (
                <Typography.Text type="secondary" data-testid="merge-incomplete">
                  {t('merge.incomplete')}
                </Typography.Text>
              )}
              {excluded.length ? (
                <Typography.Text type="warning" data-testid="merge-excluded">
                  {t('merge.excluded', { list: serials(excluded) })}
                </Typography.Text>
              ) : null}
              {failure ? (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  data-testid="merge-error"
                  title={failure.title}
                  description={failure.description}
                  action={
                    <Button size="small" loading={refreshing} onClick={() => void refresh()}>
                      {t('merge.reload')}
                    </Button>
                  }
                />
              ) : null}
              <Flex gap={8} wrap="wrap">
                <Button type="primary" icon={<MergeCellsOutlined />} data-testid="merge-submit" disabled={!request} onClick={() => setConfirming(true)}>
                  {t('merge.merge')}
                </Button>
                <Button data-testid="merge-cancel" onClick={() => void navigate(`${paths.ticketsList()}${rememberedListSearch()}`)}>
                  {t('ticket.cancel')}
                </Button>
              </Flex>
            </Flex>
          </Card>
        </Col>
      </Row>
      <Modal
        open={confirming}
        title={t('merge.confirmTitle', { target: target?.serialNumber ?? '' })}
        okText={t('merge.merge')}
        cancelText={t('ticket.cancel')}
        onOk={() => void submit()}
        onCancel={() => (submitting ? undefined : setConfirming(false))}
        okButtonProps={{ loading: submitting, 'data-testid': 'merge-confirm' }}
        cancelButtonProps={{ disabled: submitting, 'data-testid': 'merge-confirm-cancel' }}
        closable={!submitting}
        mask={{ closable: false }}
        destroyOnHidden
        // Enter confirms at once: the dialog opens with Merge focused (Escape or Tab to Cancel backs out).
        afterOpenChange={(open) => open && document.querySelector<HTMLButtonElement>('[data-testid="merge-confirm"]')?.focus()}
      >
        <div data-testid="merge-confirm-dialog">
          <Typography.Paragraph>{summary}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('merge.confirmNote', { target: target?.serialNumber ?? '' })}
          </Typography.Paragraph>
        </div>
      </Modal>
    </>
  );
}
