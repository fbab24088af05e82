import { useCallback, useEffect, useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Col, Empty, Flex, Form, Input, Row, Typography } from 'antd';
import { Card, Switch } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_MAX_FIELDS,
  CATEGORY_NAME_MAX_LENGTH,
  paths,
  type CategoryAdminDetails,
  type CategoryWriteRequest,
} from '@switchboard/shared/contracts';
import { usePermissions } from '@switchboard/shared/permissions';
import { DetailsPage, TOAST_SECONDS, errorBodyOf, errorCodeOf, useDetailsRecord, useFeedback } from '@switchboard/shared/crud';
import { categoriesApi } from '../../api/categories-api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { CategoryDivisionField } from './category-division-field';
import { DesignerFieldRow } from './designer-field-row';
import { fromSavedFields, localFieldErrors, mapServerErrors, toFieldInput, type DesignerErrors, type DesignerField } from './designer-model';
import { DesignerPreview } from './designer-preview';
import { useFieldDesigner } from './use-field-designer';

interface GeneralValues {
  name: string;
  description: string;
  isActive: boolean;
}

const NEW_CATEGORY: GeneralValues = { name: '', description: '', isActive: true };
const NO_ERRORS: DesignerErrors = { category: {}, fields: {} };

const generalOf = (category: CategoryAdminDetails): GeneralValues => ({ name: category.name, description: category.description ?? '', isActive: category.isActive });

/** What would be sent, as text: unsaved changes are a difference from the last saved one. */
const snapshotOf = (values: GeneralValues, fields: readonly DesignerField[]) =>
  JSON.stringify({ name: values.name.trim(), description: values.description.trim(), isActive: values.isActive, fields: fields.map(toFieldInput) });

/** `/categories/details` and `/categories/details/:id`: the category and its field designer */
export function CategoryDetailsScreen() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const { id } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { notification } = App.useApp();
  const { hasAny } = usePermissions();
  const canSave = hasAny([id ? 'tickets:categories:edit' : 'tickets:categories:add']);
  const [form] = Form.useForm<GeneralValues>();
  const { state, update, reload } = useDetailsRecord(id, categoriesApi.get);
  const [values, setValues] = useState<GeneralValues>(NEW_CATEGORY);
  const [saved, setSaved] = useState(() => snapshotOf(NEW_CATEGORY, []));
  const [sending, setSending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<DesignerErrors>(NO_ERRORS);
  // The chosen division and the saved one; undefined: none chosen (a new category goes to Home).
  const [divisionId, setDivisionId] = useState<string | undefined>(undefined);
  const [savedDivisionId, setSavedDivisionId] = useState<string | undefined>(undefined);

  // Rows the agent edited: like the name above, their name and key show problems once dirty.
  const [editedRows, setEditedRows] = useState<ReadonlySet<string>>(new Set());
  const dropRowErrors = useCallback((uid: string) => {
    setEditedRows((current) => (current.has(uid) ? current : new Set(current).add(uid)));
    setServerErrors((current) => {
      if (!current.fields[uid]) return current;
      const { [uid]: _dropped, ...fields } = current.fields;
      return { ...current, fields };
    });
  }, []);
  const designer = useFieldDesigner(dropRowErrors);
  const { fields, reset: resetDesigner } = designer;

  const dirty = state.status === 'ready' && canSave && (snapshotOf(values, fields) !== saved || divisionId !== savedDivisionId);

  const show = useCallback(
    (category: CategoryAdminDetails) => {
      const general = generalOf(category);
      const rows = fromSavedFields(category.fields);
      form.setFieldsValue(general);
      setValues(general);
      resetDesigner(rows);
      setSaved(snapshotOf(general, rows));
      setDivisionId(category.division.id);
      setSavedDivisionId(category.division.id);
    },
    [form, resetDesigner],
  );

  // A loaded or saved category fills the form and the designer.
  const loaded = state.status === 'ready' ? state.value : null;
  useEffect(() => {
    if (loaded) show(loaded);
  }, [loaded, show]);

  const localErrors = useMemo(() => localFieldErrors(fields), [fields]);
  const rowErrors = (uid: string): Record<string, string> | undefined => {
    const shown = Object.entries(localErrors[uid] ?? {}).filter(([property]) => attempted || (editedRows.has(uid) && property !== 'options'));
    const local = Object.fromEntries(shown.map(([property, code]) => [property, t(`categories.errors.${code}`)]));
    const merged = { ...local, ...serverErrors.fields[uid] };
    return Object.keys(merged).length ? merged : undefined;
  };

  const removeWithUndo = (field: DesignerField, index: number) => {
    const key = `category-field-removed-${field.uid}`;
    notification.info({
      key,
      title: t('categories.fieldRemoved', { name: field.name.trim() || t('categories.untitledField') }),
      duration: TOAST_SECONDS,
      actions: (
        <Button
          size="small"
          type="primary"
          data-testid="designer-undo-remove"
          onClick={() => {
            designer.restore(field, index);
            notification.destroy(key);
          }}
        >
          {t('categories.undo')}
        </Button>
      ),
    });
  };

  const save = async () => {
    setAttempted(true);
    let general: GeneralValues;
    try {
      general = await form.validateFields();
    } catch {
      feedback.warning(t('categories.fixErrors'));
      return;
    }
    if (Object.keys(localFieldErrors(fields)).length) {
      feedback.warning(t('categories.fixErrors'));
      return;
    }
    const sent = fields;
    const body: CategoryWriteRequest = {
      name: general.name.trim(),
      description: general.description?.trim() || null,
      isActive: general.isActive,
      // Sent only when chosen: left out, the category stays in its division (Home when new).
      ...(divisionId && divisionId !== savedDivisionId ? { divisionId } : {}),
      fields: sent.map(toFieldInput),
    };
    setSending(true);
    setServerErrors(NO_ERRORS);
    try {
      const category = id ? await categoriesApi.update(id, body) : await categoriesApi.create(body);
      setAttempted(false);
      update(() => category);
      feedback.success(id ? t('categories.saved') : t('categories.created', { name: category.name }));
      if (!id) void navigate(paths.categoryDetails(category.id), { replace: true });
    } catch (error) {
      const details = errorBodyOf(error)?.details;
      const mapped = mapServerErrors(details, sent);
      if (errorCodeOf(error) === 'CONFLICT') mapped.category.name = t('categories.nameTaken');
      setServerErrors(mapped);
      if (mapped.category.name) form.setFields([{ name: 'name', errors: [mapped.category.name] }]);
      if (Object.keys(mapped.fields).length || mapped.category.name) feedback.error({ title: t('categories.fixErrors'), description: mapped.category.name });
      else feedback.failed(error, t('categories.saveFailed'));
    } finally {
      setSending(false);
    }
  };

  const title = id ? t('pages.categoryDetails') : t('pages.categoryCreate');
  const ticketCount = loaded?.ticketCount ?? 0;

  return (
    <DetailsPage<CategoryAdminDetails>
      state={state}
      onRetry={reload}
      title={title}
      breadcrumb={[{ title: t('sections.categories'), to: paths.categoriesList() }, { title: loaded ? loaded.name : title }]}
      listPath={paths.categoriesList()}
      texts={{ notFound: t('categories.notFound'), loadFailed: t('categories.loadOneFailed'), backToList: t('categories.backToList') }}
      isDirty={() => dirty}
      save={canSave ? { onSave: () => void save(), saving: sending, testId: 'category-save' } : undefined}
    >
      {() => (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Flex vertical gap={16}>
              <Card size="small" title={t('categories.general')}>
                <Form<GeneralValues>
                  form={form}
                  name="category-details"
                  layout="vertical"
                  initialValues={NEW_CATEGORY}
                  disabled={!canSave}
                  onValuesChange={(_changed, all) => setValues({ ...NEW_CATEGORY, ...all })}
                  onFinish={() => void save()}
                >
                  {/* The name shows its error once it is invalid and touched (blur) or changed. */}
                  <Form.Item
                    name="name"
                    label={t('categories.name')}
                    validateTrigger={['onChange', 'onBlur']}
                    rules={[{ required: true, whitespace: true, message: t('categories.nameRequired') }]}
                  >
                    <Input data-testid="category-name" maxLength={CATEGORY_NAME_MAX_LENGTH} autoFocus={!id} />
                  </Form.Item>
                  <Form.Item name="description" label={t('categories.description')}>
                    <Input.TextArea data-testid="category-description" rows={3} maxLength={CATEGORY_DESCRIPTION_MAX_LENGTH} showCount />
                  </Form.Item>
                  <Form.Item
                    name="isActive"
                    label={t('categories.active')}
                    valuePropName="checked"
                    extra={ticketCount > 0 ? t('categories.usedBy', { count: ticketCount }) : undefined}
                    style={{ marginBottom: 0 }}
                  >
                    <Switch data-testid="category-active" />
                  </Form.Item>
                </Form>
                <CategoryDivisionField value={divisionId} onChange={setDivisionId} disabled={!canSave} />
              </Card>
              <Card
                size="small"
                title={t('categories.fieldsTitle')}
                extra={
                  <Typography.Text type="secondary">
                    {fields.length} / {CATEGORY_MAX_FIELDS}
                  </Typography.Text>
                }
              >
                <Flex vertical gap={12} data-testid="designer-fields">
                  {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('categories.noFields')} /> : null}
                  <Form layout="vertical" component="div" disabled={!canSave}>
                    <Flex vertical gap={12}>
                      {fields.map((field, index) => (
                        <DesignerFieldRow
                          key={field.uid}
                          field={field}
                          index={index}
                          count={fields.length}
                          errors={rowErrors(field.uid)}
                          actions={designer.actionsFor(field.uid, removeWithUndo)}
                        />
                      ))}
                    </Flex>
                  </Form>
                  {canSave ? (
                    <div>
                      <Button
                        icon={<PlusOutlined />}
                        data-testid="designer-add-field"
                        disabled={fields.length >= CATEGORY_MAX_FIELDS}
                        onClick={() => designer.add(t('categories.newFieldName', { number: fields.length + 1 }))}
                      >
                        {t('categories.addField')}
                      </Button>
                    </div>
                  ) : null}
                </Flex>
              </Card>
            </Flex>
          </Col>
          <Col xs={24} lg={10}>
            <DesignerPreview fields={fields} />
          </Col>
        </Row>
      )}
    </DetailsPage>
  );
}
