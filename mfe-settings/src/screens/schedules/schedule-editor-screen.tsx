import { useEffect, useMemo, useState } from 'react';
import { Col, Flex, Form, Input, Row, Select, Typography, type FormInstance } from 'antd';
import { Card } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { SCHEDULE_DESCRIPTION_MAX_LENGTH, SCHEDULE_NAME_MAX_LENGTH, type ScheduleDetails } from '@switchboard/shared/contracts';
import { DetailsPage, errorBodyOf, fieldErrorsOf, statusOf, useDetailsRecord, useFeedback, useSave, useSeededName } from '@switchboard/shared/crud';
import { usePermissions } from '@switchboard/shared/permissions';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { HolidaysEditor } from './holidays-editor';
import { browserTimeZone, definitionOf, draftOf, newDraft, toScheduleWrite, type ScheduleDraft } from './schedule-draft';
import { SchedulePreviewPanel } from './schedule-preview-panel';
import { schedulesApi } from './schedules-api';
import { schedulesPaths } from './schedules-query';
import { WeeklyHoursEditor } from './weekly-hours-editor';

type FormValues = Pick<ScheduleDraft, 'name' | 'description' | 'timeZone'>;

/** Every IANA zone the browser knows, plus UTC (which the list leaves out) and the zone in use. */
function useTimeZoneOptions(current: string) {
  return useMemo(() => {
    const zones = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
    zones.add('UTC');
    if (current) zones.add(current);
    return [...zones].sort().map((zone) => ({ value: zone, label: zone }));
  }, [current]);
}

/** The server's validation reasons by JSON pointer (`/weekly/2/end`), for the weekly and holiday editors. */
function issuesOf(error: unknown): Record<string, string> {
  const details = errorBodyOf(error)?.details;
  if (!Array.isArray(details)) return {};
  return Object.fromEntries(details.filter((issue) => typeof issue?.field === 'string').map((issue) => [issue.field, issue.message]));
}

/**
 * `/settings/schedules/details` (new) and `/settings/schedules/details/:id`: name, description, time
 * zone, weekly hours, holidays (with an .ics import) and a live preview of the next open/close
 * moments; delete asks first and explains a schedule SLA policies still use.
 */
export function ScheduleEditorScreen() {
  const { id } = useParams();
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const seededName = useSeededName();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { hasAny } = usePermissions();
  const { state, update, reload } = useDetailsRecord(id, schedulesApi.get);
  const [form] = Form.useForm<FormValues>();
  const save = useSave();
  const schedule = state.status === 'ready' ? state.value : null;
  const [draft, setDraft] = useState<ScheduleDraft>(newDraft);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const creating = !id;
  const canEdit = creating ? hasAny(['organization:schedules:add']) : hasAny(['organization:schedules:edit']);
  const canDelete = !creating && hasAny(['organization:schedules:delete']);
  const timeZones = useTimeZoneOptions(draft.timeZone);

  // The loaded schedule fills the editor (again after each save).
  useEffect(() => {
    if (!schedule) return;
    const loaded = draftOf(schedule);
    setDraft(loaded);
    form.setFieldsValue({ name: loaded.name, description: loaded.description, timeZone: loaded.timeZone });
    setDirty(false);
  }, [schedule, form]);

  const change = (patch: Partial<ScheduleDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) {
      feedback.warning(t('schedules.checkFields'));
      return;
    }
    const body = toScheduleWrite({ ...draft, ...values });
    setIssues({});
    const saved = await save.run({
      send: () => (schedule ? schedulesApi.update(schedule.id, body) : schedulesApi.create(body)),
      fieldErrors: (error) => {
        if (statusOf(error) === 409) {
          form.setFields([{ name: 'name', errors: [t('schedules.nameTaken')] }]);
          return true;
        }
        (form as FormInstance).setFields(fieldErrorsOf(error, ['name', 'description', 'timeZone']));
        setIssues(issuesOf(error));
        return true;
      },
      messages: { saved: (next: ScheduleDetails) => (schedule ? t('schedules.saved') : t('schedules.created', { name: next.name })), failed: t('schedules.saveFailed') },
    });
    if (!saved) return;
    setDirty(false);
    if (schedule) update(() => saved);
    else void navigate(schedulesPaths.details(saved.id));
  };

  const title = creating ? t('pages.scheduleCreate') : schedule ? seededName('schedule', schedule) : t('pages.scheduleDetails');
  const inUse = schedule?.slaPolicyCount ?? 0;

  return (
    <DetailsPage<ScheduleDetails>
      state={state}
      onRetry={reload}
      title={<span dir="auto">{title}</span>}
      breadcrumb={[{ title: t('areas.schedules.name'), to: schedulesPaths.list() }, { title }]}
      listPath={schedulesPaths.list()}
      texts={{ notFound: t('schedules.notFound'), loadFailed: t('schedules.loadScheduleFailed'), backToList: t('schedules.backToList') }}
      isDirty={() => dirty}
      save={canEdit ? { onSave: () => void submit(), saving: save.saving, label: creating ? t('schedules.create') : undefined, testId: 'schedule-save' } : undefined}
      remove={
        canDelete && schedule
          ? {
              label: t('schedules.delete'),
              confirmTitle: t('schedules.deleteTitle', { name: schedule.name }),
              confirmContent: <Typography.Paragraph data-testid="schedule-delete-content">{inUse > 0 ? t('schedules.deleteInUse', { count: inUse }) : t('schedules.deleteContent')}</Typography.Paragraph>,
              run: () => schedulesApi.remove(schedule.id),
              deleted: t('schedules.deleted', { name: schedule.name }),
              failed: t('schedules.deleteFailed'),
              explain: (error) => {
                if (statusOf(error) !== 409) return false;
                // The server names how many policies use it ("is used by 2 service level policies").
                const named = /\d+/.exec(errorBodyOf(error)?.details?.[0]?.message ?? '')?.[0];
                feedback.warning(t('schedules.inUseTitle'), t('schedules.inUseDetail', { count: named ? Number(named) : inUse }));
                void reload();
                return true;
              },
              testId: 'schedule-delete',
            }
          : undefined
      }
      headerTestId="schedule-header"
    >
      {() => (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <Flex vertical gap={16}>
              <Card size="small" title={t('schedules.general')}>
                <Form<FormValues>
                  form={form}
                  name="schedule"
                  layout="vertical"
                  data-testid="schedule-form"
                  initialValues={{ name: draft.name, description: draft.description, timeZone: draft.timeZone }}
                  onValuesChange={(_, values) => change({ ...values })}
                  disabled={!canEdit || save.saving}
                  style={{ maxWidth: 640 }}
                >
                  <Form.Item name="name" label={t('schedules.fields.name')} rules={[{ required: true, whitespace: true, message: t('schedules.nameRequired') }]}>
                    <Input maxLength={SCHEDULE_NAME_MAX_LENGTH} data-testid="schedule-name" dir="auto" />
                  </Form.Item>
                  <Form.Item name="description" label={t('schedules.fields.description')}>
                    <Input.TextArea maxLength={SCHEDULE_DESCRIPTION_MAX_LENGTH} autoSize={{ minRows: 2, maxRows: 6 }} data-testid="schedule-description" dir="auto" />
                  </Form.Item>
                  <Form.Item name="timeZone" label={t('schedules.fields.timeZone')} rules={[{ required: true, message: t('schedules.timeZoneRequired') }]} extra={t('schedules.timeZoneHint', { zone: browserTimeZone() })}>
                    <Select showSearch optionFilterProp="label" options={timeZones} data-testid="schedule-time-zone" aria-label={t('schedules.fields.timeZone')} />
                  </Form.Item>
                </Form>
              </Card>
              <Card size="small" title={t('schedules.weekly')}>
                <WeeklyHoursEditor value={draft.weekly} onChange={(weekly) => change({ weekly })} issues={issues} disabled={!canEdit || save.saving} />
              </Card>
              <Card size="small" title={t('schedules.holidays')}>
                <HolidaysEditor value={draft.holidays} onChange={(holidays) => change({ holidays })} issues={issues} disabled={!canEdit || save.saving} />
              </Card>
            </Flex>
          </Col>
          <Col xs={24} xl={8}>
            <SchedulePreviewPanel definition={definitionOf(draft)} />
          </Col>
        </Row>
      )}
    </DetailsPage>
  );
}
