import { CheckCircleOutlined, ClockCircleOutlined, KeyOutlined } from '@ant-design/icons';
import { Flex, Tooltip } from 'antd';
import { Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@switchboard/shared/contracts';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

/** Verified / not verified, plus "No password yet" for an account an agent created (preset colours work in both themes). */
export function VerificationTags({ customer }: { customer: Pick<Customer, 'verified' | 'hasPassword'> }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  return (
    <Flex gap={4} wrap="wrap">
      {customer.verified ? (
        <Tag color="success" icon={<CheckCircleOutlined />} style={{ marginInlineEnd: 0 }}>
          {t('customers.verified')}
        </Tag>
      ) : (
        <Tag color="warning" icon={<ClockCircleOutlined />} style={{ marginInlineEnd: 0 }}>
          {t('customers.unverified')}
        </Tag>
      )}
      {customer.hasPassword ? null : (
        <Tooltip title={t('customers.noPasswordHint')}>
          <Tag icon={<KeyOutlined />} style={{ marginInlineEnd: 0 }} tabIndex={0}>
            {t('customers.noPassword')}
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
}
