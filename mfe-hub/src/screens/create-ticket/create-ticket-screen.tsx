import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { App, Button, Col, ConfigProvider, Empty, Flex, Form, Row, Select, Tooltip, Typography, theme } from 'antd';
import { Card, Spin } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ApiError } from '@switchboard/shared/client';
import { TICKET_PRIORITIES, type ClientTicket, type CreateComplaintRequest } from '@switchboard/shared/contracts';
import { TicketTextItems } from '@switchboard/shared/ui';
import { hubCategoriesApi, hubTicketsApi, newIdempotencyKey } from '../../api/hub-api';
import { TOAST_SECONDS } from '../../auth';
import { useHubFeedback } from '../../feedback';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { useCategoryFields, useIdempotentSend } from '@switchboard/shared/crud';
import { describedFieldErrors, type ComplaintField } from '@switchboard/shared/format';
import { CategoryFieldsSection } from './category-fields-section';
import { buildComplaintPayload, complaintFieldErrors, complaintFormFieldValues, type ComplaintFormValues, type FormFieldName } from './complaint-form';
import { ComplaintSuccessModal } from './complaint-success-modal';
import { useCategoryList } from './use-categories';
import { useRestoredComplaint, useSignInAgainOn401 } from './use-kept-complaint';
import { useGuardedBack as useLeaveGuard } from './use-guarded-back';

/** Raise a complaint. */
export function CreateTicketScreen() {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const { notification } = App.useApp();
  const feedback = useHubFeedback();
  const [searchParams, setSearchParams] = useSearchParams();
  const [form] = Form.useForm<ComplaintFormValues>();
  // One key per submission: the same payload sent again after a lost answer reuses it.
  const { sending, send } = useIdempotentSend((payload: CreateComplaintRequest, key: string) => hubTicketsApi.create(payload, key), newIdempotencyKey);
  const [filed, setFiled] = useState<ClientTicket | null>(null);

  // Category field values of a kept complaint, applied once its category's fields arrive.
  const draftFieldValues = useRef<Record<string, unknown> | null>(null);
  const fieldsRef = useRef<ComplaintField[]>([]);
  const signInAgainOn401 = useSignInAgainOn401(form, fieldsRef);

  const categoryList = useCategoryList(signInAgainOn401);
  // A new category's fields replace the previous ones; title, description and priority stay.
  const onFieldsLoaded = useCallback(
    (fields: ComplaintField[]) => {
      form.setFieldValue('fields', complaintFormFieldValues(fields, draftFieldValues.current ?? undefined));
      draftFieldValues.current = null;
    },
    [form],
  );
  const { state: categoryState, load: loadCategory } = useCategoryFields((categoryId) => hubCategoriesApi.get(categoryId), {
    onFields: onFieldsLoaded,
    onFailed: (error) => {
      if (signInAgainOn401(error)) return true;
      feedback.error(feedback.describe(error, t('complaint.fetchCategoryFailed')));
      return false;
    },
  });
  const fields = useMemo(() => (categoryState.status === 'ready' ? categoryState.fields : []), [categoryState]);
  fieldsRef.current = fields;
  const draft = useRestoredComplaint(form, loadCategory, draftFieldValues);

  // `?categoryId=` preselects a category (a restored complaint keeps its own).
  const categoryFromUrl = searchParams.get('categoryId');
  useEffect(() => {
    if (!categoryFromUrl || draft) return;
    form.setFieldValue('categoryId', categoryFromUrl);
    void loadCategory(categoryFromUrl);
  }, [categoryFromUrl, draft, form, loadCategory]);

  const categoryOptions = useMemo(() => {
    const options = categoryList.categories.map((category) => ({ value: category.id, label: category.name }));
    // A category opened by link may be missing from the list; its details still name it.
    if (categoryState.status === 'ready' && !options.some((o) => o.value === categoryState.categoryId)) {
      options.push({ value: categoryState.categoryId, label: categoryState.category.name });
    }
    return options;
  }, [categoryList.categories, categoryState]);

  const goBack = useLeaveGuard(form);

  const labelOf = (name: FormFieldName): string => {
    if (Array.isArray(name)) return fields.find((field) => field.key === name[1])?.name ?? name[1];
    const labels: Record<string, string> = {
      title: t('complaint.ticketTitle'),
      description: t('complaint.description'),
      priority: t('complaint.priority'),
      categoryId: t('complaint.category'),
    };
    return labels[name] ?? name;
  };

  const showServerErrors = (error: unknown) => {
    const problems = complaintFieldErrors((error as ApiError).response?.data?.details, fields);
    form.setFields(
      describedFieldErrors(problems, labelOf, {
        required: (name) => t('complaint.fieldRequired', { name }),
        problem: (name, message) => t('complaint.serverProblem', { name, message }),
      }),
    );
  };

  const submit = async (values: ComplaintFormValues) => {
    try {
      const ticket = await send(buildComplaintPayload(values, fields));
      // The success dialog is the one confirmation (a toast beside it would say the same twice).
      form.resetFields();
      void loadCategory(null);
      if (categoryFromUrl) {
        setSearchParams(
          (current) => {
            current.delete('categoryId');
            return current;
          },
          { replace: true },
        );
      }
      setFiled(ticket);
    } catch (error) {
      if (signInAgainOn401(error)) return;
      // Every input stays as typed so the customer can fix it or simply try again.
      feedback.error(feedback.describe(error, t('complaint.submitFailed')));
      showServerErrors(error);
    }
  };

  const warnInvalid = ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
    // The form is marked touched, so every problem shows as the customer left it.
    form.setFields(errorFields.map(({ name }) => ({ name: name as FormFieldName, touched: true })));
    notification.warning({ title: t('complaint.validationError'), description: t('complaint.fillRequired'), duration: TOAST_SECONDS });
  };

  // Same rule as the submit button: not while sending or while the category's fields load.
  const submitIfReady = () => {
    if (!sending && categoryState.status !== 'loading') form.submit();
  };

  const requiredMark = (label: ReactNode, { required }: { required: boolean }) => (
    <>
      {label}
      {required ? (
        <Typography.Text type="danger" style={{ marginInlineStart: token.marginXS, fontSize: token.fontSizeSM, fontWeight: 'normal' }}>
          {t('complaint.requiredMark')}
        </Typography.Text>
      ) : null}
    </>
  );

  const categoryEmpty = categoryList.failed ? (
    <Flex vertical align="center" gap={8} style={{ padding: token.paddingSM }}>
      <Typography.Text type="secondary">{t('complaint.fetchCategoriesFailed')}</Typography.Text>
      <Button size="small" onClick={() => void categoryList.reload()}>
        {t('complaint.retry')}
      </Button>
    </Flex>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('complaint.noCategories')} />
  );

  return (
    <Flex vertical gap={token.marginMD} style={{ maxWidth: 880, width: '100%', marginInline: 'auto' }}>
      <Flex align="flex-start" gap={token.marginXS}>
        <Tooltip title={t('complaint.back')}>
          <Button type="text" aria-label={t('complaint.back')} icon={direction === 'rtl' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} onClick={goBack} />
        </Tooltip>
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }} data-testid="page-title">
            {t('complaint.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('complaint.subtitle')}</Typography.Text>
        </div>
      </Flex>

      <Card>
        <Form<ComplaintFormValues>
          form={form}
          name="hub-complaint"
          layout="vertical"
          data-testid="complaint-form"
          requiredMark={requiredMark}
          initialValues={{ fields: {} }}
          onFinish={(values) => void submit(values)}
          onFinishFailed={warnInvalid}
          scrollToFirstError={{ focus: true, block: 'center' }}
          disabled={sending}
        >
          {/* What happened comes first; the category and its own fields then add the details. */}
          <TicketTextItems
            testId="complaint"
            title={{ label: t('complaint.ticketTitle'), placeholder: t('complaint.ticketTitlePlaceholder') }}
            description={{ label: t('complaint.description'), placeholder: t('complaint.descriptionPlaceholder') }}
            requiredMessage={(name) => t('complaint.fieldRequired', { name })}
            onSubmitShortcut={submitIfReady}
          />

          <Row gutter={token.marginMD}>
            <Col xs={24} md={12}>
              <Form.Item name="categoryId" label={t('complaint.category')}>
                <Select
                  data-testid="complaint-category"
                  options={categoryOptions}
                  loading={categoryList.loading}
                  placeholder={t('complaint.categoryPlaceholder')}
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  notFoundContent={categoryList.loading ? <Spin size="small" style={{ display: 'block', padding: token.paddingSM }} /> : categoryEmpty}
                  onChange={(value?: string | null) => void loadCategory(value)}
                />
              </Form.Item>
            </Col>
          </Row>

          <CategoryFieldsSection state={categoryState} onRetry={(categoryId) => void loadCategory(categoryId)} />

          <Row gutter={token.marginMD}>
            <Col xs={24} md={12}>
              <Form.Item name="priority" label={t('complaint.priority')}>
                <Select
                  data-testid="complaint-priority"
                  allowClear
                  placeholder={t('complaint.priorityPlaceholder')}
                  options={TICKET_PRIORITIES.map((priority) => ({ value: priority, label: t(`complaint.priorities.${priority}`) }))}
                />
              </Form.Item>
            </Col>
          </Row>

          <Flex justify="flex-end">
            <Button
              type="primary"
              htmlType="submit"
              data-testid="complaint-submit"
              loading={sending}
              // While a category's fields load, its required fields cannot be checked yet.
              disabled={sending || categoryState.status === 'loading'}
            >
              {t('complaint.submit')}
            </Button>
          </Flex>
        </Form>
      </Card>

      <ComplaintSuccessModal ticket={filed} onClose={() => setFiled(null)} />
    </Flex>
  );
}
