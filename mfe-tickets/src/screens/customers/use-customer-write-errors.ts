import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@switchboard/shared/client';
import { statusOf } from '../../feedback';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { customerFieldProblems, type CustomerFieldName, type CustomerFormValues } from './customer-form';

/** Puts a failed create or save on its form fields (a taken email on the email field); true when any landed. */
export function useCustomerWriteErrors() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  return (form: FormInstance<CustomerFormValues>, error: unknown): boolean => {
    const problems = customerFieldProblems(statusOf(error), (error as ApiError | undefined)?.response?.data?.details);
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
