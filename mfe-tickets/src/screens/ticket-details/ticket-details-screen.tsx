import { useEffect, useMemo, useRef, useState } from 'react';
import { MergeCellsOutlined } from '@ant-design/icons';
import { App, Button, Col, Empty, Flex, Row, Typography } from 'antd';
import { Card, Tabs } from '@switchboard/shared/antd-signed-in';
import { Descriptions } from '@switchboard/shared/antd-details';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TICKET_TITLE_MAX_LENGTH, paths, type AgentTicket, type TicketFieldSnapshot } from '@switchboard/shared/contracts';
import { formatDate, formatFieldValue } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { DetailsPage, useEntity, useFeedback } from '@switchboard/shared/crud';
import type { TFunction } from 'i18next';
import { ticketsApi } from '../../api';
import { useAssignees, useCategories, useDivisions, useStatuses, useUserGroups } from '../../components';
import { canWalkFrom, isTypingTarget, neighbourTicket, rememberedListSearch } from '../list-memory';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { TicketHistory } from './ticket-history';
import { applyPatch, editableValues, rollbackPatch, ticketPatch, type EditableProperty } from './ticket-patch';
import { TicketProperties } from './ticket-properties';
import { TicketConversation } from '../ticket-conversation';
import { mergePath } from '../ticket-merge/merge-model';
import { MergedNotice } from '../ticket-merge/merged-notice';

const DASH = '—';

/**
 * A long title is cut after two lines. The element that cuts carries the title's own direction
 * (`dir="auto"`), so the ellipsis lands at the end of the text: at the right of a Latin title even in
 * an Arabic page. Long words (a pasted link) break rather than push the page sideways.
 */
const TITLE_STYLE = { display: '-webkit-inline-box', verticalAlign: 'top', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden', overflowWrap: 'anywhere' } as const;

/** A submitted category field value for reading: option labels, Yes/No, formatted dates, numbers as typed. */
export function fieldValueText(field: TicketFieldSnapshot, t: TFunction): string {
  return formatFieldValue(field, { yes: t('details.yes'), no: t('details.no'), empty: DASH });
}

/** The ticket field label of each property edited in place (the confirmation names it). */
const PROPERTY_LABEL_KEYS: Record<EditableProperty, string> = {
  title: 'ticket.fields.title',
  statusId: 'ticket.fields.status',
  priority: 'ticket.fields.priority',
  assigneeId: 'ticket.fields.assignee',
  userGroupId: 'ticket.fields.userGroup',
  categoryId: 'ticket.fields.category',
  divisionId: 'ticket.fields.division',
  resolutionDueDate: 'ticket.fields.resolutionDue',
};

/** Long enough to reach Undo, short enough not to linger over the next change. */
const UNDO_SECONDS = 8;

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
  const { notification } = App.useApp();
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

  const breadcrumb = (current: string) => [{ title: t('sections.tickets'), to: `${paths.ticketsList()}${rememberedListSearch()}` }, { title: current }];

  const ticket = state.status === 'ready' ? state.value : null;

  // One confirmation at a time: a newer change replaces the toast of the previous one.
  const undoKey = `ticket-change-${id}`;

  /**
   * Saves one property. An accepted change is confirmed by one short toast whose Undo puts the previous
   * value back with one PATCH (confirmed by the property itself, not by a second toast); a refused
   * change or undo rolls back and shows one error.
   */
  const change = async (property: EditableProperty, value: string | null, undoing = false) => {
    const before = latestTicket.current;
    if (!before) return;
    const patch = ticketPatch(editableValues(before), { [property]: value });
    if (!patch) return;
    setTicket((current) => applyPatch(current, patch, { statuses: statuses.items, assignees: assignees.items, userGroups: userGroups.items, categories: categories.items, divisions: divisions.items }));
    try {
      const saved = await ticketsApi.patch(before.id, patch);
      setTicket((current) => ({ ...current, ...saved }));
      setHistoryVersion((n) => n + 1);
      if (!undoing) confirmChange(property, editableValues(before)[property]);
    } catch (error) {
      setTicket((current) => rollbackPatch(current, before, patch));
      notification.destroy(undoKey);
      feedback.failed(error, t('details.updateFailed'));
    }
  };

  const confirmChange = (property: EditableProperty, previous: string | null) => {
    // Outside antd's <App> there is nothing to show the toast with.
    if (typeof notification.success !== 'function') return;
    notification.success({
      key: undoKey,
      title: t('details.changeSaved', { field: t(PROPERTY_LABEL_KEYS[property]) }),
      duration: UNDO_SECONDS,
      actions: (
        <Button
          size="small"
          data-testid="ticket-undo"
          onClick={() => {
            notification.destroy(undoKey);
            void change(property, previous, true);
          }}
        >
          {t('details.undo')}
        </Button>
      ),
    });
  };

  const span = (desktop: number) => (mobile ? { span: 24 } : { xs: 24, lg: desktop });

  const properties = (current: AgentTicket) => (
    <TicketProperties
      ticket={current}
      editable={canEdit}
      statuses={statuses}
      assignees={assignees}
      userGroups={userGroups}
      categories={categories}
      divisions={canEdit ? divisions : undefined}
      onChange={(property, value) => void change(property, value)}
      vertical={mobile}
    />
  );

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
          style={{ ...TITLE_STYLE, fontSize: 'inherit', fontWeight: 'inherit' }}
          editable={{ onChange: (value) => void change('title', value), maxLength: TICKET_TITLE_MAX_LENGTH, triggerType: ['icon', 'text'] }}
        >
          {ticket.title}
        </Typography.Text>
      ) : (
        <span data-testid="page-title" dir="auto" style={TITLE_STYLE}>
          {ticket.title}
        </span>
      )}
    </>
  ) : (
    <span data-testid="page-title">{t('pages.ticketDetails')}</span>
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
            {/* On a phone the conversation comes first; the properties follow it (see below). */}
            {mobile ? null : (
              <Card size="small" style={{ marginBottom: 16 }}>
                {properties(ticket)}
              </Card>
            )}
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
                  {mobile ? (
                    <Card size="small" title={t('details.properties')} data-testid="ticket-properties">
                      {properties(ticket)}
                    </Card>
                  ) : null}
                  <Card size="small" title={t('ticket.fields.customer')} data-testid="ticket-customer">
                    {ticket.customer ? (
                      <Flex vertical>
                        <Typography.Text strong dir="auto" data-testid="ticket-customer-name">
                          {ticket.customer.name}
                        </Typography.Text>
                        {ticket.customer.email ? (
                          // An address reads left to right in any page; isolated so the copy icon stays beside it.
                          <Typography.Link href={`mailto:${ticket.customer.email}`} copyable={{ text: ticket.customer.email }} dir="ltr" data-testid="ticket-customer-email">
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
                        items={ticket.fields.map((field) => ({
                          key: field.id || field.key,
                          label: <span dir="auto">{field.name}</span>,
                          // A value is typed text (an invoice number, a Latin model name): its own direction.
                          children: (
                            <span dir="auto" data-testid="ticket-field-value">
                              {fieldValueText(field, t)}
                            </span>
                          ),
                        }))}
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
