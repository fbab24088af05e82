import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Card, Col, Divider, Flex, Form, Input, Row, Select, Skeleton, Tag, type ColProps, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@switchboard/shared/client';
import { TICKET_DESCRIPTION_MAX_LENGTH, TICKET_PRIORITIES, TICKET_TITLE_MAX_LENGTH, paths, type CategoryDetails } from '@switchboard/shared/contracts';
import { PageHeader } from '@switchboard/shared/ui';
import { lookupsApi, newIdempotencyKey, ticketsApi } from '../../api';
import { StatusTag, priorityLabel, useAssignees, useCategories, useStatuses } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { initialFieldValues, normaliseFields, type ComplaintField, type RawCategoryField } from '@switchboard/shared/format';
import { useFeedback, useLeaveGuard } from '@switchboard/shared/crud';
import { CategoryFieldItem, WIDE_FIELD_TYPES } from './category-field-item';
import { attemptFor, buildCreatePayload, presetCustomerId, serverFieldErrors, type CreateFieldName, type CreateFormValues, type SubmissionAttempt } from './create-form';
import { CustomerPicker } from './customer-picker';

type FieldsState =
  | { status: 'none' }
  | { status: 'loading'; categoryId: string }
  | { status: 'failed'; categoryId: string }
  | { status: 'ready'; categoryId: string; category: CategoryDetails; fields: ComplaintField[] };

type PickFieldProps = SelectProps<string> & {
  name: string;
  label: string;
  testId: string;
  /** The column's widths in the form's grid. */
  span: ColProps;
  /** Typed text filters the options by their label. */
  searchable?: boolean;
};

/** A clearable pick list of the form, in its column; the placeholder says what no choice means. */
function PickField({ name, label, testId, span, searchable = false, ...select }: PickFieldProps) {
  return (
    <Col {...span}>
      <Form.Item name={name} label={label}>
        <Select data-testid={testId} allowClear {...(searchable ? { showSearch: { optionFilterProp: 'label' } } : {})} {...select} />
      </Form.Item>
    </Col>
  );
}

export interface TicketCreateScreenProps {
  mobile?: boolean;
}

/** `/tickets/details`: an agent files a ticket for a customer. */
export function TicketCreateScreen({ mobile = false }: TicketCreateScreenProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const navigate = useNavigate();
  // `?customerId=` (from a customer's page) preselects who the ticket is for.
  const [searchParams] = useSearchParams();
  const [presetCustomer] = useState(() => presetCustomerId(searchParams.get('customerId')));
  const feedback = useFeedback();
  const [form] = Form.useForm<CreateFormValues>();
  const [sending, setSending] = useState(false);
  const [fieldsState, setFieldsState] = useState<FieldsState>({ status: 'none' });
  const latestCategory = useRef(0);
  const attempt = useRef<SubmissionAttempt | null>(null);
  const statuses = useStatuses();
  const assignees = useAssignees();
  const categories = useCategories(true, true);
  const fields = useMemo(() => (fieldsState.status === 'ready' ? fieldsState.fields : []), [fieldsState]);

  // Called from event handlers only, so it needs no memo: the newest render's `t` and `feedback` apply.
  const loadCategory = async (categoryId: string | null | undefined) => {
    const request = ++latestCategory.current;
    if (!categoryId) {
      setFieldsState({ status: 'none' });
      form.setFieldValue('fields', {});
      return;
    }
    setFieldsState({ status: 'loading', categoryId });
    try {
      const category = await lookupsApi.category(categoryId);
      if (request !== latestCategory.current) return;
      const loaded = normaliseFields((category.fields ?? []) as RawCategoryField[]);
      form.setFieldValue('fields', initialFieldValues(loaded));
      setFieldsState({ status: 'ready', categoryId, category, fields: loaded });
    } catch (error) {
      if (request !== latestCategory.current) return;
      setFieldsState({ status: 'failed', categoryId });
      feedback.failed(error, t('create.categoryFieldsFailed'));
    }
  };

  const labelOf = (name: CreateFieldName): string => {
    if (Array.isArray(name)) {
      if (name[0] === 'fields') return fields.find((field) => field.key === name[1])?.name ?? name[1];
      return t(`create.customer${name[1][0].toUpperCase()}${name[1].slice(1)}`);
    }
    const labels: Record<string, string> = {
      title: t('ticket.fields.title'),
      description: t('ticket.fields.description'),
      priority: t('ticket.fields.priority'),
      categoryId: t('ticket.fields.category'),
      statusId: t('ticket.fields.status'),
      assigneeId: t('ticket.fields.assignee'),
      customerId: t('ticket.fields.customer'),
    };
    return labels[name] ?? name;
  };

  const submit = async (values: CreateFormValues) => {
    const payload = buildCreatePayload(values, fields);
    attempt.current = attemptFor(attempt.current, payload, newIdempotencyKey);
    setSending(true);
    try {
      const ticket = await ticketsApi.create(payload, attempt.current.key);
      attempt.current = null;
      feedback.success(t('create.created', { serial: ticket.serialNumber }));
      void navigate(paths.ticketDetails(ticket.id));
    } catch (error) {
      // Every input stays as typed: fix and send again.
      feedback.failed(error, t('create.createFailed'));
      const problems = serverFieldErrors((error as ApiError).response?.data?.details, fields);
      form.setFields(
        problems.map(({ name, errors }) => ({
          name,
          errors: errors.map((message) => (message === 'is required' ? t('create.required', { name: labelOf(name) }) : t('create.serverProblem', { name: labelOf(name), message }))),
        })),
      );
    } finally {
      setSending(false);
    }
  };

  const warnInvalid = () => feedback.warning(t('create.validationError'), t('create.fillRequired'));

  const submitOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!sending && fieldsState.status !== 'loading') form.submit();
    }
  };

  // Leaving with typed input asks first (no lost input).
  const confirmLeave = useLeaveGuard(() => form.isFieldsTouched(), {
    title: t('create.discardTitle'),
    content: t('create.discardContent'),
    leave: t('create.discard'),
    stay: t('create.keepEditing'),
  });
  const cancel = () => confirmLeave(() => void navigate(paths.ticketsList()));

  const title = t('pages.ticketCreate');
  const half = mobile ? { span: 24 } : { xs: 24, md: 12 };
  const third = mobile ? { span: 24 } : { xs: 24, md: 8 };

  return (
    <>
      <PageHeader
        title={
          <>
            <span data-testid="page-title">{title}</span>
            {mobile ? <Tag style={{ marginInlineStart: 8, verticalAlign: 'middle' }}>{t('mobileView')}</Tag> : null}
          </>
        }
        breadcrumb={[{ title: t('sections.tickets'), to: paths.ticketsList() }, { title }]}
      />
      <Card style={{ maxWidth: 960 }}>
        <Form<CreateFormValues>
          form={form}
          name="agent-ticket-create"
          layout="vertical"
          data-testid="ticket-create-form"
          initialValues={{ customerMode: 'existing', customerId: presetCustomer, fields: {} }}
          onFinish={(values) => void submit(values)}
          onFinishFailed={warnInvalid}
          scrollToFirstError={{ focus: true, block: 'center' }}
          disabled={sending}
        >
          <CustomerPicker disabled={sending} presetCustomerId={presetCustomer} />
          <Divider style={{ marginTop: 0 }} />
          <Form.Item
            name="title"
            label={t('ticket.fields.title')}
            rules={[{ required: true, whitespace: true, message: t('create.required', { name: t('ticket.fields.title') }) }]}
          >
            <Input data-testid="ticket-create-title" placeholder={t('create.titlePlaceholder')} maxLength={TICKET_TITLE_MAX_LENGTH} showCount />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('ticket.fields.description')}
            rules={[{ required: true, whitespace: true, message: t('create.required', { name: t('ticket.fields.description') }) }]}
          >
            <Input.TextArea
              data-testid="ticket-create-description"
              rows={5}
              placeholder={t('create.descriptionPlaceholder')}
              maxLength={TICKET_DESCRIPTION_MAX_LENGTH}
              showCount
              onKeyDown={submitOnCtrlEnter}
            />
          </Form.Item>
          <Row gutter={12}>
            <PickField
              span={half}
              name="categoryId"
              label={t('ticket.fields.category')}
              testId="ticket-create-category"
              placeholder={t('ticket.noCategory')}
              loading={categories.loading}
              options={categories.items.map((category) => ({ value: category.id, label: category.name }))}
              searchable
              onChange={(value?: string | null) => void loadCategory(value)}
            />
          </Row>
          {fieldsState.status === 'loading' ? <Skeleton active title={false} paragraph={{ rows: 3 }} /> : null}
          {fieldsState.status === 'failed' ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('create.categoryFieldsFailed')}
              action={
                <Button size="small" onClick={() => void loadCategory(fieldsState.categoryId)}>
                  {t('ticket.retry')}
                </Button>
              }
            />
          ) : null}
          {fieldsState.status === 'ready' && fields.length ? (
            <section aria-label={fieldsState.category.name}>
              <Divider titlePlacement="start" style={{ marginTop: 0 }}>
                {fieldsState.category.name}
              </Divider>
              <Row gutter={12}>
                {fields.map((field) => (
                  <Col key={field.key} {...(mobile || WIDE_FIELD_TYPES.has(field.type) ? { span: 24 } : { xs: 24, md: 12 })}>
                    <CategoryFieldItem field={field} />
                  </Col>
                ))}
              </Row>
              <Divider style={{ marginTop: 0 }} />
            </section>
          ) : null}
          <Row gutter={12}>
            <PickField
              span={third}
              name="priority"
              label={t('ticket.fields.priority')}
              testId="ticket-create-priority"
              placeholder={priorityLabel(t, null)}
              options={TICKET_PRIORITIES.map((priority) => ({ value: priority, label: priorityLabel(t, priority) }))}
            />
            <PickField
              span={third}
              name="statusId"
              label={t('ticket.fields.status')}
              testId="ticket-create-status"
              placeholder={t('create.defaultStatus')}
              loading={statuses.loading}
              options={statuses.items.map((status) => ({ value: status.id, label: <StatusTag status={status} />, title: status.name }))}
            />
            <PickField
              span={third}
              name="assigneeId"
              label={t('ticket.fields.assignee')}
              testId="ticket-create-assignee"
              placeholder={t('ticket.unassigned')}
              loading={assignees.loading}
              options={assignees.items.map((agent) => ({ value: agent.id, label: agent.name }))}
              searchable
            />
          </Row>
          <Flex justify="flex-end" gap={8}>
            <Button data-testid="ticket-create-cancel" onClick={cancel} disabled={sending}>
              {t('ticket.cancel')}
            </Button>
            <Button type="primary" htmlType="submit" data-testid="ticket-create-submit" loading={sending} disabled={sending || fieldsState.status === 'loading'}>
              {t('create.submit')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
