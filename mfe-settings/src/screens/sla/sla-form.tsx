import { useEffect, useRef, useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Select, Typography, type FormInstance } from 'antd';
import { Card, Checkbox, Switch } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import {
  PRIORITIES,
  SLA_DESCRIPTION_MAX_LENGTH,
  SLA_ESCALATION_MAX_MINUTES,
  SLA_ESCALATION_TIMINGS,
  SLA_MAX_ESCALATIONS,
  SLA_NAME_MAX_LENGTH,
  SLA_TARGET_KINDS,
  SLA_TARGET_MAX_MINUTES,
  type ValidationIssue,
} from '@switchboard/shared/contracts';
import { fieldErrorsOf, statusOf } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { DurationInput } from './duration-input';
import { slaApi, type PickOption } from './sla-api';
import { newEscalation, TARGET_FIELDS, type SlaFormValues } from './sla-form-values';

type Loaded = { status: 'loading' } | { status: 'ready'; options: PickOption[] } | { status: 'failed' };

/** A pick list loaded once; a failure leaves it empty and offers a retry. */
function usePickList(load: () => Promise<PickOption[]>) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  useEffect(() => {
    let live = true;
    loader.current().then(
      (options) => live && setState({ status: 'ready', options }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    options: state.status === 'ready' ? state.options : [],
    loading: state.status === 'loading',
    failed: state.status === 'failed',
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}

/** A select that asks the server as the administrator types; chosen values keep their labels. */
function useSearchedOptions(find: (query: string) => Promise<PickOption[]>, initial: PickOption[] = []) {
  const [found, setFound] = useState<PickOption[]>([]);
  const [known, setKnown] = useState<Map<string, PickOption>>(() => new Map(initial.map((option) => [option.value, option])));
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);
  const search = async (text: string) => {
    const call = ++latest.current;
    setSearching(true);
    try {
      const options = await find(text.trim());
      if (call !== latest.current) return;
      setFound(options);
      setKnown((current) => new Map([...current, ...options.map((option): [string, PickOption] => [option.value, option])]));
    } catch {
      if (call === latest.current) setFound([]);
    } finally {
      if (call === latest.current) setSearching(false);
    }
  };
  const remember = (options: PickOption[]) => setKnown((current) => new Map([...current, ...options.map((option): [string, PickOption] => [option.value, option])]));
  /** The found options plus the chosen ones, so a chosen value shows its label. */
  const optionsWith = (chosen: readonly string[]) => {
    const listed = new Set(found.map((option) => option.value));
    return [...found, ...chosen.filter((id) => !listed.has(id)).map((id) => known.get(id) ?? { value: id, label: id })];
  };
  return { optionsWith, searching, search, remember };
}

/** The form's problem texts, by the field the server would name. */
export function useSlaProblemText() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return (issue: ValidationIssue): string => {
    if (issue.field === '/scheduleId') return t('sla.scheduleRequired');
    if (issue.field === '/name') return t('sla.nameRequired');
    if (/^\/escalations\/\d+\/minutes$/.test(issue.field)) return issue.message.includes('0 for') ? t('sla.problems.onTimeMinutes') : t('sla.problems.minutes');
    if (/^\/escalations\/\d+\/userIds$/.test(issue.field)) return t('sla.problems.recipient');
    return issue.message;
  };
}

/** Puts problems on the form's fields: the form's own checks and a refused save's reasons (a name in use in words of its own). */
export function useSlaWriteErrors() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const text = useSlaProblemText();
  return (form: FormInstance, error: unknown): boolean => {
    if (statusOf(error) === 409) {
      form.setFields([{ name: 'name', errors: [t('sla.nameTaken')] }]);
      return true;
    }
    const fields = fieldErrorsOf(error, ['name', 'description', 'scheduleId', 'conditions', 'targets', 'escalations']);
    form.setFields(fields.map((entry) => ({ name: entry.name, errors: entry.errors.map((message) => text({ field: `/${entry.name.join('/')}`, message })) })));
    return fields.length > 0;
  };
}

/** The form's own problems on its fields, in the administrator's language; true when there were any. */
export function showProblems(form: FormInstance, problems: ValidationIssue[], text: (issue: ValidationIssue) => string): boolean {
  form.setFields(
    problems.map((issue) => ({
      name: issue.field
        .replace(/^\//, '')
        .split('/')
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      errors: [text(issue)],
    })),
  );
  return problems.length > 0;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return (
    <Alert
      type="warning"
      showIcon
      title={t('sla.optionsFailed')}
      data-testid="sla-options-failed"
      action={
        <Button size="small" onClick={onRetry}>
          {t('sla.retry')}
        </Button>
      }
    />
  );
}

/** Name, description, enabled and schedule. */
function GeneralFields() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const schedules = usePickList(slaApi.schedules);
  return (
    <Card size="small" title={t('sla.sections.general')}>
      <Form.Item name="name" label={t('sla.fields.name')} rules={[{ required: true, whitespace: true, message: t('sla.nameRequired') }]}>
        <Input maxLength={SLA_NAME_MAX_LENGTH} data-testid="sla-name" dir="auto" />
      </Form.Item>
      <Form.Item name="description" label={t('sla.fields.description')}>
        <Input.TextArea maxLength={SLA_DESCRIPTION_MAX_LENGTH} autoSize={{ minRows: 2, maxRows: 6 }} data-testid="sla-description" dir="auto" />
      </Form.Item>
      <Form.Item name="enabled" label={t('sla.fields.enabled')} valuePropName="checked">
        <Switch data-testid="sla-enabled" />
      </Form.Item>
      <Form.Item name="scheduleId" label={t('sla.fields.schedule')} extra={t('sla.scheduleHint')} rules={[{ required: true, message: t('sla.scheduleRequired') }]}>
        <Select
          data-testid="sla-schedule"
          aria-label={t('sla.fields.schedule')}
          showSearch
          optionFilterProp="label"
          loading={schedules.loading}
          options={schedules.options}
          style={{ maxInlineSize: 400 }}
        />
      </Form.Item>
      {schedules.failed ? <LoadFailed onRetry={schedules.retry} /> : null}
    </Card>
  );
}

/** Which tickets the policy covers. */
function ConditionFields({ initialCustomers }: { initialCustomers: PickOption[] }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const categories = usePickList(slaApi.categories);
  const groups = usePickList(slaApi.userGroups);
  const customers = useSearchedOptions(slaApi.findCustomers, initialCustomers);
  const chosenCustomers: string[] = Form.useWatch(['conditions', 'customerIds']) ?? [];
  useEffect(() => customers.remember(initialCustomers), [initialCustomers]); // eslint-disable-line react-hooks/exhaustive-deps
  const multi = { mode: 'multiple' as const, allowClear: true, optionFilterProp: 'label', placeholder: t('sla.anyValue'), style: { inlineSize: '100%' } };
  return (
    <Card size="small" title={t('sla.sections.conditions')} style={{ marginBlockStart: 16 }}>
      <Typography.Paragraph type="secondary">{t('sla.conditionsHint')}</Typography.Paragraph>
      <Form.Item name={['conditions', 'priorities']} label={t('sla.fields.priorities')}>
        <Select {...multi} aria-label={t('sla.fields.priorities')} data-testid="sla-priorities" options={PRIORITIES.map((priority) => ({ value: priority, label: t(`sla.priorities.${priority}`) }))} />
      </Form.Item>
      <Form.Item name={['conditions', 'categoryIds']} label={t('sla.fields.categories')}>
        <Select {...multi} aria-label={t('sla.fields.categories')} data-testid="sla-categories" loading={categories.loading} options={categories.options} />
      </Form.Item>
      <Form.Item name={['conditions', 'userGroupIds']} label={t('sla.fields.userGroups')}>
        <Select {...multi} aria-label={t('sla.fields.userGroups')} data-testid="sla-user-groups" loading={groups.loading} options={groups.options} />
      </Form.Item>
      <Form.Item name={['conditions', 'customerIds']} label={t('sla.fields.customers')}>
        <Select
          {...multi}
          showSearch
          filterOption={false}
          aria-label={t('sla.fields.customers')}
          data-testid="sla-customers"
          placeholder={t('sla.searchCustomers')}
          loading={customers.searching}
          options={customers.optionsWith(chosenCustomers)}
          onSearch={(text) => void customers.search(text)}
          onFocus={() => void customers.search('')}
        />
      </Form.Item>
      {categories.failed || groups.failed ? (
        <LoadFailed
          onRetry={() => {
            if (categories.failed) categories.retry();
            if (groups.failed) groups.retry();
          }}
        />
      ) : null}
    </Card>
  );
}

/** Business minutes per priority and target: rows of hours-and-minutes inputs that wrap on narrow screens. */
function TargetFields() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return (
    <Card size="small" title={t('sla.sections.targets')} style={{ marginBlockStart: 16 }} data-testid="sla-targets">
      <Typography.Paragraph type="secondary">{t('sla.targetsHint')}</Typography.Paragraph>
      {PRIORITIES.map((priority) => (
        <div key={priority} role="group" aria-label={t(`sla.priorities.${priority}`)} data-testid={`sla-targets-${priority}`} style={{ marginBlockEnd: 8 }}>
          <Typography.Text strong>{t(`sla.priorities.${priority}`)}</Typography.Text>
          <Flex gap={16} wrap style={{ marginBlockStart: 4 }}>
            {SLA_TARGET_KINDS.map((kind) => {
              const label = `${t(`sla.priorities.${priority}`)} · ${t(`sla.targets.${kind}`)}`;
              return (
                <Form.Item key={kind} name={['targets', priority, TARGET_FIELDS[kind]]} label={t(`sla.targets.${kind}`)} style={{ marginBlockEnd: 0 }}>
                  <DurationInput label={label} max={SLA_TARGET_MAX_MINUTES} testId={`sla-target-${priority}-${kind}`} />
                </Form.Item>
              );
            })}
          </Flex>
        </div>
      ))}
    </Card>
  );
}

/** One escalation rule. */
function EscalationRow({ index, onRemove, agents }: { index: number; onRemove: () => void; agents: ReturnType<typeof useSearchedOptions> }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const timing = Form.useWatch(['escalations', index, 'timing']);
  const chosenAgents: string[] = Form.useWatch(['escalations', index, 'userIds']) ?? [];
  const n = index + 1;
  return (
    <Card
      size="small"
      type="inner"
      title={t('sla.escalationN', { n })}
      data-testid="sla-escalation"
      style={{ marginBlockEnd: 8 }}
      extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={t('sla.removeEscalation', { n })} data-testid="sla-escalation-remove" onClick={onRemove} />}
    >
      <Flex gap={16} wrap>
        <Form.Item name={[index, 'timing']} label={t('sla.fields.timing')}>
          <Select aria-label={t('sla.fields.timing')} data-testid="sla-escalation-timing" style={{ minInlineSize: 180 }} options={SLA_ESCALATION_TIMINGS.map((value) => ({ value, label: t(`sla.timings.${value}`) }))} />
        </Form.Item>
        <Form.Item name={[index, 'target']} label={t('sla.fields.target')}>
          <Select aria-label={t('sla.fields.target')} data-testid="sla-escalation-target" style={{ minInlineSize: 160 }} options={SLA_TARGET_KINDS.map((value) => ({ value, label: t(`sla.targets.${value}`) }))} />
        </Form.Item>
        {timing === 'onTime' ? null : (
          <Form.Item name={[index, 'minutes']} label={t('sla.fields.minutes')}>
            <DurationInput label={t('sla.escalationN', { n })} max={SLA_ESCALATION_MAX_MINUTES} testId="sla-escalation-minutes" />
          </Form.Item>
        )}
      </Flex>
      <Form.Item label={t('sla.fields.recipients')} name={[index, 'userIds']} style={{ marginBlockEnd: 8 }}>
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          allowClear
          aria-label={t('sla.fields.agents')}
          placeholder={t('sla.pickAgents')}
          data-testid="sla-escalation-agents"
          loading={agents.searching}
          options={agents.optionsWith(chosenAgents)}
          onSearch={(text) => void agents.search(text)}
          onFocus={() => void agents.search('')}
          style={{ inlineSize: '100%' }}
        />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name={[index, 'notifyAssignee']} valuePropName="checked" noStyle>
          <Checkbox data-testid="sla-escalation-assignee">{t('sla.fields.assignee')}</Checkbox>
        </Form.Item>
        <Form.Item name={[index, 'notifyGroup']} valuePropName="checked" noStyle>
          <Checkbox data-testid="sla-escalation-group">{t('sla.fields.group')}</Checkbox>
        </Form.Item>
        <Form.Item name={[index, 'mail']} valuePropName="checked" noStyle>
          <Checkbox data-testid="sla-escalation-mail">{t('sla.fields.mail')}</Checkbox>
        </Form.Item>
      </Flex>
    </Card>
  );
}

/** Who is told before, when and after a target is missed. */
function EscalationFields() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const agents = useSearchedOptions(slaApi.findAgents);
  return (
    <Card size="small" title={t('sla.sections.escalations')} style={{ marginBlockStart: 16 }} data-testid="sla-escalations">
      <Form.List name="escalations">
        {(rows, { add, remove }) => (
          <>
            {rows.length === 0 ? <Typography.Paragraph type="secondary">{t('sla.noEscalations')}</Typography.Paragraph> : null}
            {rows.map((row) => (
              <EscalationRow key={row.key} index={row.name} agents={agents} onRemove={() => remove(row.name)} />
            ))}
            <Button icon={<PlusOutlined />} disabled={rows.length >= SLA_MAX_ESCALATIONS} onClick={() => add(newEscalation())} data-testid="sla-escalation-add">
              {t('sla.addEscalation')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}

/** Every part of a policy, as the create page and the details edit it. */
export function SlaFields({ initialCustomers = [] }: { initialCustomers?: PickOption[] }) {
  return (
    <>
      <GeneralFields />
      <ConditionFields initialCustomers={initialCustomers} />
      <TargetFields />
      <EscalationFields />
    </>
  );
}

export type { SlaFormValues };
