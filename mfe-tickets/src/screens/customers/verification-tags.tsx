import { CheckCircleOutlined, ClockCircleOutlined, KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@switchboard/shared/contracts';
import { KitTag } from '@switchboard/shared/crud';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

const SIGN = { marginInlineEnd: 4 } as const;
const HIDDEN = { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/**
 * Verified / not verified, plus "No password yet" for an account an agent created (preset colours work
 * in both themes). Drawn plain, as the customers list is; the hint is the browser's tooltip and is read
 * with the tag.
 */
export function VerificationTags({ customer }: { customer: Pick<Customer, 'verified' | 'hasPassword'> }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {customer.verified ? (
        <KitTag color="success" style={{ marginInlineEnd: 0 }}>
          <CheckCircleOutlined style={SIGN} />
          {t('customers.verified')}
        </KitTag>
      ) : (
        <KitTag color="warning" style={{ marginInlineEnd: 0 }}>
          <ClockCircleOutlined style={SIGN} />
          {t('customers.unverified')}
        </KitTag>
      )}
      {customer.hasPassword ? null : (
        <KitTag style={{ marginInlineEnd: 0 }} title={t('customers.noPasswordHint')}>
          <KeyOutlined style={SIGN} />
          {t('customers.noPassword')}
          <span style={HIDDEN}>: {t('customers.noPasswordHint')}</span>
        </KitTag>
      )}
    </span>
  );
}
