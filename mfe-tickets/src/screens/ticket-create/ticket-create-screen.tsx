import { useMemo, useState } from 'react';
import { Alert, Button, Col, Flex, Form, Row, Select, type ColProps, type SelectProps } from 'antd';
import { Card, Divider, Skeleton } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@switchboard/shared/client';
import { TICKET_PRIORITIES, paths, type CreateAgentTicketRequest } from '@switchboard/shared/contracts';
import { TicketTextItems } from '@switchboard/shared/ui';
import { lookupsApi, newIdempotencyKey, ticketsApi } from '../../api';
import { PageTitle, StatusTag, priorityLabel, useAssignees, useCategories, useDivisions, useStatuses, useUserGroups, type Lookup } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { describedFieldErrors, initialFieldValues } from '@switchboard/shared/format';
import { PageHeader, useCategoryFields, useFeedback, useIdempotentSend, useLeaveGuard } from '@switchboard/shared/crud';
import { CategoryFieldItem, WIDE_FIELD_TYPES } from './category-field-item';
import { buildCreatePayload, createFieldErrors, presetCustomerId, type CreateFieldName, type CreateFormValues } from './create-form';
import { CustomerPicker } from './customer-picker';

type PickFieldProps = SelectProps<string> & {
  name: string;
  label: string;
  testId: string;
  /** The column's widths in the form's grid. */
  span: ColProps;
  /** Named items to pick from by name (options and loading state); typed text filters them. */
  lookup?: Lookup<{ id: string; name: string }>;
};

/** A clearable pick list of the form, in its column; the placeholder says what no choice means. */
function PickField({ name, label, testId, span, lookup, ...select }: PickFieldProps) {
  const fromLookup: SelectProps<string> = lookup
    ? { loading: lookup.loading, options: lookup.items.map((item) => ({ value: item.id, label: item.name })), showSearch: { optionFilterProp: 'label' } }
    : {};
  return (
    <Col {...span}>
      <Form.Item name={name} label={label}>
        <Select data-testid={testId} allowClear {...fromLookup} {...select} />
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
  const { sending, send } = useIdempotentSend((payload: CreateAgentTicketRequest, key: string) => ticketsApi.create(payload, key), newIdempotencyKey);
  const statuses = useStatuses();
  const assignees = useAssignees();
  const userGroups = useUserGroups();
  const divisions = useDivisions();
  const categories = useCategories(true, true);

  // A new category's fields replace the previous ones; the rest of the form stays.
  const { state: fieldsState, load: loadCategory } = useCategoryFields((categoryId) => lookupsApi.category(categoryId), {
    onFields: (loaded) => form.setFieldValue('fields', initialFieldValues(loaded)),
    onFailed: (error) => {
      feedback.failed(error, t('create.categoryFieldsFailed'));
    },
  });
  const fields = useMemo(() => (fieldsState.status === 'ready' ? fieldsState.fields : []), [fieldsState]);

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
      userGroupId: t('ticket.fields.userGroup'),
      divisionId: t('ticket.fields.division'),
      customerId: t('ticket.fields.customer'),
    };
    return labels[name] ?? name;
  };

  const submit = async (values: CreateFormValues) => {
    try {
      const ticket = await send(buildCreatePayload(values, fields));
      feedback.success(t('create.created', { serial: ticket.serialNumber }));
      void navigate(paths.ticketDetails(ticket.id));
    } catch (error) {
      // Every input stays as typed: fix and send again.
      feedback.failed(error, t('create.createFailed'));
      const problems = createFieldErrors((error as ApiError).response?.data?.details, fields);
      form.setFields(
        describedFieldErrors(problems, labelOf, {
          required: (name) => t('create.required', { name }),
          problem: (name, message) => t('create.serverProblem', { name, message }),
        }),
      );
    }
  };

  const warnInvalid = () => feedback.warning(t('create.validationError'), t('create.fillRequired'));

  const submitIfReady = () => {
    if (!sending && fieldsState.status !== 'loading') form.submit();
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
  const quarter = mobile ? { span: 24 } : { xs: 24, md: 12, lg: 6 };

  return (
    <>
      <PageHeader
        title={<PageTitle title={title} />}
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
          <TicketTextItems
            testId="ticket-create"
            title={{ label: t('ticket.fields.title'), placeholder: t('create.titlePlaceholder') }}
            description={{ label: t('ticket.fields.description'), placeholder: t('create.descriptionPlaceholder') }}
            requiredMessage={(name) => t('create.required', { name })}
            onSubmitShortcut={submitIfReady}
          />
          <Row gutter={12}>
            <PickField
              span={half}
              name="categoryId"
              label={t('ticket.fields.category')}
              testId="ticket-create-category"
              placeholder={t('ticket.noCategory')}
              lookup={categories}
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
              span={quarter}
              name="priority"
              label={t('ticket.fields.priority')}
              testId="ticket-create-priority"
              placeholder={priorityLabel(t, null)}
              options={TICKET_PRIORITIES.map((priority) => ({ value: priority, label: priorityLabel(t, priority) }))}
            />
            <PickField
              span={quarter}
              name="statusId"
              label={t('ticket.fields.status')}
              testId="ticket-create-status"
              placeholder={t('create.defaultStatus')}
              loading={statuses.loading}
              options={statuses.items.map((status) => ({ value: status.id, label: <StatusTag status={status} />, title: status.name }))}
            />
            <PickField
              span={quarter}
              name="assigneeId"
              label={t('ticket.fields.assignee')}
              testId="ticket-create-assignee"
              placeholder={t('ticket.unassigned')}
              lookup={assignees}
            />
            <PickField
              span={quarter}
              name="userGroupId"
              label={t('ticket.fields.userGroup')}
              testId="ticket-create-group"
              placeholder={t('ticket.noUserGroup')}
              lookup={userGroups}
            />
            {/* One division needs no choice: the ticket goes there (or to its category's). */}
            {divisions.items.length > 1 ? (
              <PickField span={quarter} name="divisionId" label={t('ticket.fields.division')} testId="ticket-create-division" placeholder={t('create.defaultDivision')} lookup={divisions} />
            ) : null}
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
