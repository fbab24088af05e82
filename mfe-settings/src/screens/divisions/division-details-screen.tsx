import { useState } from 'react';
import { Form, Typography } from 'antd';
import { Card, Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { DivisionDetails } from '@switchboard/shared/contracts';
import { DetailsPage, useDetailsRecord, useSave, useSeededName } from '@switchboard/shared/crud';
import { usePermissions } from '@switchboard/shared/permissions';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { divisionsApi } from './divisions-api';
import { divisionsPaths } from './divisions-query';
import { DivisionFields, toDivisionWrite, useDivisionWriteErrors, type DivisionFormValues } from './division-form';
import { useDivisionOptions } from './division-options';

/**
 * `/settings/divisions/details/:id`: name and description (editable with the edit permission), what
 * belongs to it, and delete — asked first, saying what moves to Home. Home shows no delete.
 */
export function DivisionDetailsScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const seededName = useSeededName();
  const { hasAny } = usePermissions();
  const { state, update, reload } = useDetailsRecord(id, divisionsApi.get);
  const [form] = Form.useForm<DivisionFormValues>();
  const showErrors = useDivisionWriteErrors();
  const save = useSave();
  const [dirty, setDirty] = useState(false);
  const division = state.status === 'ready' ? state.value : null;
  const canEdit = hasAny(['directory:divisions:edit']);
  const canDelete = hasAny(['directory:divisions:delete']) && division !== null && !division.isHome;
  // Home's current name, for the delete confirmation.
  const options = useDivisionOptions(canDelete);
  const homeName = (options.status === 'ready' ? options.divisions.find((option) => option.isHome)?.name : undefined) ?? t('divisions.homeTag');
  const title = division ? seededName('division', { name: division.name, seeded: division.isHome }) : t('pages.divisionDetails');

  const saveDivision = async () => {
    if (!division) return;
    const values = await form.validateFields();
    const next = await save.run({
      send: () => divisionsApi.update(division.id, toDivisionWrite(values)),
      fieldErrors: (error) => showErrors(form, error),
      messages: { saved: t('divisions.saved'), failed: t('divisions.saveFailed') },
    });
    if (!next) return;
    update(() => next);
    form.setFieldsValue({ name: next.name, description: next.description ?? '' });
    setDirty(false);
  };

  const counts = (shown: DivisionDetails) => ({ tickets: shown.ticketCount, categories: shown.categoryCount, groups: shown.userGroupCount });

  return (
    <DetailsPage<DivisionDetails>
      state={state}
      onRetry={reload}
      title={
        <span dir="auto">
          {title}
          {division?.isHome ? (
            <Tag color="blue" style={{ marginInlineStart: 8, verticalAlign: 'middle' }} data-testid="division-home-tag">
              {t('divisions.homeTag')}
            </Tag>
          ) : null}
        </span>
      }
      breadcrumb={[{ title: t('areas.divisions.name'), to: divisionsPaths.list() }, { title }]}
      listPath={divisionsPaths.list()}
      texts={{ notFound: t('divisions.notFound'), loadFailed: t('divisions.loadDivisionFailed'), backToList: t('divisions.backToList') }}
      isDirty={() => dirty}
      save={canEdit && division ? { onSave: () => void saveDivision(), saving: save.saving, testId: 'division-save' } : undefined}
      remove={
        canDelete && division
          ? {
              label: t('divisions.delete'),
              confirmTitle: t('divisions.deleteTitle', { name: division.name }),
              confirmContent: (
                <div data-testid="division-delete-content">
                  <Typography.Paragraph>{t('divisions.deleteContent', { ...counts(division), home: homeName })}</Typography.Paragraph>
                  <Typography.Paragraph type="secondary">{t('divisions.deleteAssignments')}</Typography.Paragraph>
                </div>
              ),
              run: () => divisionsApi.remove(division.id),
              deleted: t('divisions.deleted', { name: division.name }),
              failed: t('divisions.deleteFailed'),
              testId: 'division-delete',
            }
          : undefined
      }
      headerTestId="division-header"
    >
      {(shown) =>
        shown ? (
          <Card size="small">
            {shown.isHome ? (
              <Typography.Paragraph type="secondary" data-testid="division-home-hint">
                {t('divisions.homeHint')}
              </Typography.Paragraph>
            ) : null}
            {canEdit ? (
              <Form form={form} layout="vertical" initialValues={{ name: shown.name, description: shown.description ?? '' }} onValuesChange={() => setDirty(true)} style={{ maxWidth: 640 }}>
                <DivisionFields />
              </Form>
            ) : (
              <Typography.Paragraph dir="auto" data-testid="division-description-text">
                {shown.description || t('divisions.noDescription')}
              </Typography.Paragraph>
            )}
            <Typography.Text type="secondary" data-testid="division-counts">
              {t('divisions.counts', counts(shown))}
            </Typography.Text>
          </Card>
        ) : null
      }
    </DetailsPage>
  );
}
