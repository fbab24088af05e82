import { useEffect, useMemo, useRef, useState } from 'react';
import { MergeCellsOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { Descriptions, Tabs } from '@switchboard/shared/antd-heavy';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TICKET_TITLE_MAX_LENGTH, paths, type AgentTicket, type TicketFieldSnapshot } from '@switchboard/shared/contracts';
import { formatDate } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { DetailsPage, useEntity, useFeedback } from '@switchboard/shared/crud';
import type { TFunction } from 'i18next';
import { ticketsApi } from '../../api';
import { MobileViewTag, useAssignees, useCategories, useDivisions, useStatuses, useUserGroups } from '../../components';
import { canWalkFrom, isTypingTarget, neighbourTicket, rememberedListSearch } from '../list-memory';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { TicketHistory } from './ticket-history';
import { applyPatch, editableValues, rollbackPatch, ticketPatch, type EditableProperty } from './ticket-patch';
import { TicketProperties } from './ticket-properties';
import { TicketConversation } from '../ticket-conversation';
import { mergePath } from '../ticket-merge/merge-model';
import { MergedNotice } from '../ticket-merge/merged-notice';

const DASH = '—';

/** A submitted category field value for reading: option labels, Yes/No, formatted dates. */
export function fieldValueText(field: TicketFieldSnapshot, t: TFunction): string {
  if (field.labels && field.labels.length) return field.labels.join(', ');
  const value = field.value;
  if (value === null || value === undefined || value === '') return DASH;
  if (typeof value === 'boolean') return value ? t('details.yes') : t('details.no');
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : DASH;
  if (typeof value === 'string' && (field.type === 'date' || field.type === 'date_picker')) return formatDate(value, 'DD MMM YYYY') || value;
  if (typeof value === 'string' && field.type.startsWith('datetime')) return formatDate(value) || value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export interface TicketDetailsScreenProps {
  /** The `/mobile` variant: one column. */
  mobile?: boolean;
}

/**
 * `/tickets/details/:id`: the ticket workspace, read and edit in place. Not a form: each property is
 * saved on its own (PATCH, shown at once, rolled back when refused), so it uses the kit's frame for
 * loading, not-found, failure and delete, but no Save / Cancel.
 */
export function TicketDetailsScreen({ mobile = false }: TicketDetailsScreenProps) {
  const { id = '' } = useParams();
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { hasAny } = usePermissions();
  const canEdit = hasAny(['tickets:tickets:edit']);
  const canDelete = hasAny(['tickets:tickets:delete']);
  const canMerge = hasAny(['tickets:tickets:merge']);
  const { state, update: setTicket, reload } = useEntity(id, ticketsApi.get);
  const statuses = useStatuses(canEdit);
  const assignees = useAssignees(canEdit);
  const userGroups = useUserGroups(canEdit);
  const categories = useCategories(canEdit);
  // The move picker lists the divisions where the agent sees tickets; the server checks the edit right in both.
  const divisions = useDivisions(canEdit);
  const [historyVersion, setHistoryVersion] = useState(0);
  const latestTicket = useRef<AgentTicket | null>(null);
  latestTicket.current = state.status === 'ready' ? state.value : null;

  // j / k: next / previous ticket of the list page the agent came from; the hint shows only when there is one.
  const onRememberedPage = useMemo(() => canWalkFrom(id), [id]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTypingTarget(event.target)) return;
      const key = event.key.toLowerCase();
      if (key !== 'j' && key !== 'k') return;
      const next = neighbourTicket(id, key === 'j' ? 1 : -1);
      if (!next) return;
      event.preventDefault();
      void navigate(mobile ? paths.ticketDetailsMobile(next) : paths.ticketDetails(next));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [id, mobile, navigate]);

  const mobileTag = <MobileViewTag mobile={mobile} />;
  const breadcrumb = (current: string) => [{ title: t('sections.tickets'), to: `${paths.ticketsList()}${rememberedListSearch()}` }, { title: current }];

  const ticket = state.status === 'ready' ? state.value : null;

  const change = async (property: EditableProperty, value: string | null) => {
    const before = latestTicket.current;
    if (!before) return;
    const patch = ticketPatch(editableValues(before), { [property]: value });
    if (!patch) return;
    setTicket((current) => applyPatch(current, patch, { statuses: statuses.items, assignees: assignees.items, userGroups: userGroups.items, categories: categories.items, divisions: divisions.items }));
    try {
      const saved = await ticketsApi.patch(before.id, patch);
      setTicket((current) => ({ ...current, ...saved }));
      setHistoryVersion((n) => n + 1);
    } catch (error) {
      setTicket((current) => rollbackPatch(current, before, patch));
      feedback.failed(error, t('details.updateFailed'));
    }
  };

  const span = (desktop: number) => (mobile ? { span: 24 } : { xs: 24, lg: desktop });

  const title = ticket ? (
    <>
      {/* Serial and title are isolated: in Arabic a Latin title would otherwise join "#1" into one left-to-right run. */}
      <Typography.Text type="secondary" data-testid="ticket-serial" dir="ltr" style={{ fontSize: 'inherit', marginInlineEnd: 8 }}>
        #{ticket.serialNumber}
      </Typography.Text>
      {canEdit ? (
        <Typography.Text
          data-testid="page-title"
          dir="auto"
          style={{ fontSize: 'inherit', fontWeight: 'inherit' }}
          editable={{ onChange: (value) => void change('title', value), maxLength: TICKET_TITLE_MAX_LENGTH, triggerType: ['icon', 'text'] }}
        >
          {ticket.title}
        </Typography.Text>
      ) : (
        <span data-testid="page-title" dir="auto">{ticket.title}</span>
      )}
      {mobileTag}
    </>
  ) : (
    <>
      <span data-testid="page-title">{t('pages.ticketDetails')}</span>
      {mobileTag}
    </>
  );

  return (
    <DetailsPage<AgentTicket>
      state={state}
      onRetry={reload}
      title={title}
      titleTestId={null}
      breadcrumb={breadcrumb(ticket ? `#${ticket.serialNumber}` : t('pages.ticketDetails'))}
      listPath={paths.ticketsList()}
      texts={{ notFound: t('details.notFound'), notFoundHint: t('details.notFoundHint'), loadFailed: t('details.loadFailed'), backToList: t('details.backToList') }}
      remove={
        ticket && canDelete
          ? {
              label: t('details.delete'),
              confirmTitle: t('details.deleteTitle', { serial: ticket.serialNumber }),
              confirmContent: t('details.deleteContent'),
              run: () => ticketsApi.remove(ticket.id),
              deleted: t('details.deleted', { serial: ticket.serialNumber }),
              failed: t('details.deleteFailed'),
              testId: 'ticket-delete',
            }
          : undefined
      }
      extra={
        ticket ? (
          <>
            {mobile || !onRememberedPage ? null : (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="ticket-shortcuts-hint">
                {t('details.shortcutsHint')}
              </Typography.Text>
            )}
            {canMerge && !ticket.mergedIntoId ? (
              <Button icon={<MergeCellsOutlined />} data-testid="ticket-merge" onClick={() => void navigate(mergePath({ ids: [ticket.id] }))}>
                {t('merge.detailsMerge')}
              </Button>
            ) : null}
          </>
        ) : null
      }
      headerTestId="ticket-header"
      summary={() =>
        ticket ? (
          <>
            {ticket.mergedIntoId ? <MergedNotice targetId={ticket.mergedIntoId} mobile={mobile} /> : null}
            <Card size="small" style={{ marginBottom: 16 }}>
              <TicketProperties
                ticket={ticket}
                editable={canEdit}
                statuses={statuses}
                assignees={assignees}
                userGroups={userGroups}
                categories={categories}
                divisions={canEdit ? divisions : undefined}
                onChange={(property, value) => void change(property, value)}
                vertical={mobile}
              />
            </Card>
          </>
        ) : null
      }
    >
      {() =>
        ticket ? (
          <>
            <Row gutter={[16, 16]}>
              <Col {...span(16)}>
                <Flex vertical gap={16}>
                  <Card size="small" title={t('ticket.fields.description')}>
                    <Typography.Paragraph dir="auto" style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="ticket-description">
                      {ticket.description}
                    </Typography.Paragraph>
                  </Card>
                  <Card size="small">
                    <Tabs
                      items={[
                        {
                          key: 'conversation',
                          label: t('details.conversation'),
                          children: (
                            <div data-testid="ticket-thread">
                              <TicketConversation ticket={ticket} />
                            </div>
                          ),
                        },
                        { key: 'history', label: t('details.history.title'), children: <TicketHistory ticketId={ticket.id} version={historyVersion} /> },
                      ]}
                    />
                  </Card>
                </Flex>
              </Col>
              <Col {...span(8)}>
                <Flex vertical gap={16}>
                  <Card size="small" title={t('ticket.fields.customer')} data-testid="ticket-customer">
                    {ticket.customer ? (
                      <Flex vertical>
                        <Typography.Text strong dir="auto">{ticket.customer.name}</Typography.Text>
                        {ticket.customer.email ? (
                          <Typography.Link href={`mailto:${ticket.customer.email}`} copyable={{ text: ticket.customer.email }}>
                            {ticket.customer.email}
                          </Typography.Link>
                        ) : null}
                      </Flex>
                    ) : (
                      <Typography.Text type="secondary">{t('details.noCustomer')}</Typography.Text>
                    )}
                  </Card>
                  <Card size="small" title={ticket.category ? ticket.category.name : t('details.fieldsTitle')} data-testid="ticket-fields">
                    {ticket.fields.length ? (
                      <Descriptions
                        size="small"
                        column={1}
                        items={ticket.fields.map((field) => ({ key: field.id || field.key, label: field.name, children: fieldValueText(field, t) }))}
                      />
                    ) : (
                      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('details.noFields')} />
                    )}
                  </Card>
                  <Card size="small">
                    <Descriptions
                      size="small"
                      column={1}
                      items={[
                        { key: 'created', label: t('ticket.fields.created'), children: formatDate(ticket.addedDate) },
                        { key: 'updated', label: t('ticket.fields.updated'), children: formatDate(ticket.updatedDate) },
                      ]}
                    />
                  </Card>
                </Flex>
              </Col>
            </Row>
          </>
        ) : null
      }
    </DetailsPage>
  );
}
