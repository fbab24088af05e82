import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorBodyOf, statusOf, type LeaveTexts } from '@switchboard/shared/crud';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { customerFieldProblems, type CustomerFieldName, type CustomerFormValues } from './customer-form';

/** Puts a failed create or save on its form fields (a taken email on the email field); true when any landed. */
export function useCustomerWriteErrors() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  return (form: FormInstance<CustomerFormValues>, error: unknown): boolean => {
    const problems = customerFieldProblems(statusOf(error), errorBodyOf(error)?.details);
    const entries = Object.entries(problems) as [CustomerFieldName, NonNullable<(typeof problems)[CustomerFieldName]>][];
    form.setFields(
      entries.map(([name, problem]) => {
        const label = t(`customers.fields.${name}`);
        const text =
          problem.kind === 'emailTaken' ? t('customers.emailTaken') : problem.kind === 'required' ? t('customers.required', { name: label }) : `${label}: ${problem.message}`;
        return { name, errors: [text] };
      }),
    );
    return entries.length > 0;
  };
}

/** The question before typed customer details are dropped. */
export function useCustomerLeaveTexts(): LeaveTexts {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  return { title: t('customers.discardTitle'), content: t('customers.discardContent'), leave: t('customers.discard'), stay: t('customers.keepEditing') };
}
