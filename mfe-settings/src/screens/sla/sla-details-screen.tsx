import { useEffect, useState } from 'react';
import { Form } from 'antd';
import { Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { SlaDetails } from '@switchboard/shared/contracts';
import { DetailsPage, useDetailsRecord, useFeedback, useSave, useSeededName } from '@switchboard/shared/crud';
import { usePermissions } from '@switchboard/shared/permissions';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { slaApi, type PickOption } from './sla-api';
import { SlaFields, showProblems, useSlaProblemText, useSlaWriteErrors } from './sla-form';
import { emptySlaValues, slaFormProblems, slaFormValuesOf, toSlaWrite, type SlaFormValues } from './sla-form-values';
import { slaPaths } from './sla-query';

/** Labels of the customers a policy names (the picker only knows those it found). */
function useCustomerLabels(policy: SlaDetails | null): PickOption[] {
  const [labels, setLabels] = useState<PickOption[]>([]);
  const ids = policy?.conditions.customerIds ?? [];
  const key = ids.join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    slaApi.customersByIds(key.split(',')).then(
      (options) => live && setLabels(options),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key]);
  return labels;
}

/**
 * `/settings/sla/details` (a new policy, last in the order) and `/settings/sla/details/:id`: name,
 * schedule, conditions, targets per priority and escalations; editable with the edit permission,
 * deletable (asked first) with the delete permission.
 */
export function SlaDetailsScreen() {
  const { id } = useParams();
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const seededName = useSeededName();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { hasAny } = usePermissions();
  const { state, update, reload } = useDetailsRecord(id, slaApi.get);
  const [form] = Form.useForm<SlaFormValues>();
  const save = useSave();
  const showErrors = useSlaWriteErrors();
  const problemText = useSlaProblemText();
  const [dirty, setDirty] = useState(false);
  const policy = state.status === 'ready' ? state.value : null;
  const creating = !id;
  const canWrite = hasAny([creating ? 'tickets:sla:add' : 'tickets:sla:edit']);
  const canDelete = !creating && hasAny(['tickets:sla:delete']);
  const customerLabels = useCustomerLabels(policy);
  const title = creating ? t('pages.slaCreate') : policy ? seededName('slaPolicy', policy) : t('pages.slaDetails');

  const submit = async () => {
    let values: SlaFormValues;
    try {
      values = await form.validateFields();
    } catch {
      feedback.warning(t('sla.checkFields'));
      return;
    }
    const all = { ...form.getFieldsValue(true), ...values } as SlaFormValues;
    if (showProblems(form, slaFormProblems(all), problemText)) {
      feedback.warning(t('sla.checkFields'));
      return;
    }
    const body = toSlaWrite(all);
    const saved = await save.run({
      send: () => (policy ? slaApi.update(policy.id, body) : slaApi.create(body)),
      fieldErrors: (error) => showErrors(form, error),
      messages: { saved: (next) => (policy ? t('sla.saved') : t('sla.created', { name: next.name })), failed: t('sla.saveFailed') },
    });
    if (!saved) return;
    setDirty(false);
    if (!policy) {
      void navigate(slaPaths.details(saved.id));
      return;
    }
    update(() => saved);
    form.setFieldsValue(slaFormValuesOf(saved));
  };

  return (
    <DetailsPage<SlaDetails>
      state={state}
      onRetry={reload}
      title={<span dir="auto">{title}</span>}
      breadcrumb={[{ title: t('areas.sla.name'), to: slaPaths.list() }, { title }]}
      listPath={slaPaths.list()}
      texts={{ notFound: t('sla.notFound'), loadFailed: t('sla.loadPolicyFailed'), backToList: t('sla.backToList') }}
      isDirty={() => dirty}
      save={canWrite ? { onSave: () => void submit(), saving: save.saving, label: creating ? t('sla.create') : undefined, testId: 'sla-save' } : undefined}
      remove={
        canDelete && policy
          ? {
              label: t('sla.delete'),
              confirmTitle: t('sla.deleteTitle', { name: policy.name }),
              confirmContent: t('sla.deleteContent'),
              run: () => slaApi.remove(policy.id),
              deleted: t('sla.deleted', { name: policy.name }),
              failed: t('sla.deleteFailed'),
              testId: 'sla-delete',
            }
          : undefined
      }
      summary={(shown) =>
        shown ? (
          <Tag color={shown.enabled ? 'green' : 'default'} data-testid="sla-enabled-tag">
            {shown.enabled ? t('sla.enabledTag') : t('sla.disabledTag')}
          </Tag>
        ) : null
      }
      headerTestId="sla-header"
    >
      {(shown) => (
        <Form<SlaFormValues>
          form={form}
          name="sla-policy"
          layout="vertical"
          data-testid="sla-form"
          initialValues={shown ? slaFormValuesOf(shown) : emptySlaValues()}
          onValuesChange={() => setDirty(true)}
          disabled={!canWrite || save.saving}
          style={{ maxInlineSize: 960 }}
        >
          <SlaFields initialCustomers={customerLabels} />
        </Form>
      )}
    </DetailsPage>
  );
}
