import { Alert, Button, Col, Row, theme } from 'antd';
import { Divider, Skeleton } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { CategoryFieldItem, WIDE_FIELD_TYPES } from './category-field-item';
import type { CategoryFieldsState } from '@switchboard/shared/crud';

export interface CategoryFieldsSectionProps {
  state: CategoryFieldsState;
  onRetry: (categoryId: string) => void;
}

/** The chosen category's own fields: a skeleton while they load, a retry when they fail. */
export function CategoryFieldsSection({ state, onRetry }: CategoryFieldsSectionProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  if (state.status === 'none') return null;

  if (state.status === 'loading') {
    return (
      <div role="status" aria-busy aria-label={t('complaint.categoryFieldsLoading')} style={{ marginBottom: token.marginLG }}>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    );
  }

  if (state.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('complaint.categoryFieldsFailed')}
        action={
          <Button size="small" onClick={() => onRetry(state.categoryId)}>
            {t('complaint.retry')}
          </Button>
        }
        style={{ marginBottom: token.marginLG }}
      />
    );
  }

  if (state.fields.length === 0) return null;
  return (
    <section aria-label={state.category.name}>
      <Divider titlePlacement="start" style={{ marginTop: 0 }}>
        {state.category.name}
      </Divider>
      <Row gutter={token.marginMD}>
        {state.fields.map((field) => (
          <Col key={field.key} xs={24} md={WIDE_FIELD_TYPES.has(field.type) ? 24 : 12}>
            <CategoryFieldItem field={field} />
          </Col>
        ))}
      </Row>
      <Divider style={{ marginTop: 0 }} />
    </section>
  );
}
