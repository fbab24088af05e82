import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE, OTP_RESEND_SECONDS } from '@switchboard/shared/contracts';
import { hubAuthApi } from '../../api';
import { fullPhone, isCommonPasswordRefusal, isValidEmail, newPasswordProblem } from '../../auth';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { useHubFeedback } from '../../feedback';
import { NewPasswordItems } from './new-password-items';
import { OtpStep } from './otp-step';
import { clearPendingRegistration, readPendingRegistration, savePendingRegistration, type PendingRegistration } from './pending-registration';

// The country data loads only when registration opens, so the login view stays light.
const CountryCodeSelect = lazy(() => import('./country-code-select').then((m) => ({ default: m.CountryCodeSelect })));


interface RegisterValues {
  name?: string;
  email?: string;
  country?: string;
  phone?: string;
  password?: string;
  confirmPassword?: string;
}

export type RegisterStep = 'details' | 'password' | 'otp';

export interface RegisterViewProps {
  organizationId: string | null;
  ticketId: string | null;
}

/** Form control wrapper: Form.Item hands value/onChange to its direct child, not through Suspense. */
function CountryCodeField({ value, onChange, id }: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  return (
    <Suspense
      fallback={<Select value={value} options={value ? [{ value, label: dialCodeOf(value) }] : []} loading disabled style={{ width: 120 }} aria-label={t('auth.countryCode')} />}
    >
      <CountryCodeSelect value={value} onChange={onChange} id={id} />
    </Suspense>
  );
}

/** The dial code inside a picker value such as `IN+91` (the spec's +91 before the picker has chosen). */
function dialCodeOf(country: string | undefined): string {
  return country?.slice(country.indexOf('+')) || DEFAULT_COUNTRY_CODE;
}

/** Register in three steps: details, password, then the emailed OTP. */
export function RegisterView({ organizationId, ticketId }: RegisterViewProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const feedback = useHubFeedback();
  // One form across the steps: values of hidden steps are kept, so Back loses nothing.
  const [form] = Form.useForm<RegisterValues>();
  // A registration started in this tab (before a reload) continues at its code step.
  const [pending, setPending] = useState<PendingRegistration | null>(() => readPendingRegistration());
  const [step, setStep] = useState<RegisterStep>(() => (pending ? 'otp' : 'details'));
  const [sending, setSending] = useState(false);
  const [resendAfter, setResendAfter] = useState(OTP_RESEND_SECONDS);
  const value = (key: keyof RegisterValues) => String(form.getFieldValue(key) ?? '').trim();

  const continueToPassword = () => {
    if (!value('name') || !value('email')) {
      feedback.warning(t('messages.allFieldsRequired'));
      return;
    }
    if (!isValidEmail(value('email'))) {
      feedback.warning(t('messages.invalidEmail'));
      return;
    }
    if (!value('phone')) {
      feedback.warning(t('messages.phoneRequired'));
      return;
    }
    setStep('password');
  };

  const register = async () => {
    const password = String(form.getFieldValue('password') ?? '');
    const confirmPassword = String(form.getFieldValue('confirmPassword') ?? '');
    const problem = newPasswordProblem(password, confirmPassword);
    if (problem) {
      feedback.warning(t(`messages.${problem}`));
      return;
    }
    setSending(true);
    try {
      const answer = await hubAuthApi.register({
        name: value('name'),
        email: value('email'),
        phone: fullPhone(dialCodeOf(form.getFieldValue('country')), value('phone')),
        password,
        ...(organizationId ? { organization: organizationId } : {}),
      });
      // The code step says where the code went: no toast on top of it.
      setResendAfter(answer.resendAfter);
      setPending(savePendingRegistration({ registrationId: answer.registrationId, email: answer.email || value('email'), organizationId, ticketId }));
      setStep('otp');
    } catch (error) {
      if (isCommonPasswordRefusal(error)) {
        feedback.warning(t('messages.commonPassword'));
        return;
      }
      const notice = feedback.describe(error, t('messages.unknownError'));
      feedback.error({ title: t('messages.registrationFailed'), description: notice.description ?? notice.title });
    } finally {
      setSending(false);
    }
  };

  const stepLabels: Record<RegisterStep, string> = {
    details: t('auth.stepDetails'),
    password: t('auth.stepPassword'),
    otp: t('auth.stepVerify'),
  };
  const stepNumber = (['details', 'password', 'otp'] as const).indexOf(step) + 1;

  return (
    <>
      <Typography.Text type="secondary" data-testid="register-step">
        {stepNumber}/3 · {stepLabels[step]}
      </Typography.Text>
      {step === 'otp' && pending ? (
        <>
          <OtpStep
            email={pending.email}
            registrationId={pending.registrationId}
            organizationId={pending.organizationId ?? organizationId}
            ticketId={pending.ticketId ?? ticketId}
            resendAfter={resendAfter}
          />
          <Flex justify="center">
            <Button
              type="link"
              data-testid="register-start-over"
              onClick={() => {
                clearPendingRegistration();
                setPending(null);
                setStep('details');
              }}
            >
              {t('auth.back')}
            </Button>
          </Flex>
        </>
      ) : (
        <Form
          form={form}
          name="hub-register"
          layout="vertical"
          requiredMark={false}
          onFinish={step === 'details' ? continueToPassword : register}
          style={{ marginTop: 12 }}
        >
          {step === 'details' ? (
            <>
              <Form.Item label={t('auth.name')} name="name">
                <Input autoComplete="name" autoFocus />
              </Form.Item>
              <Form.Item label={t('auth.email')} name="email">
                <Input inputMode="email" autoComplete="email" />
              </Form.Item>
              <Form.Item label={t('auth.phone')} required={false}>
                <Space.Compact block>
                  <Form.Item name="country" noStyle>
                    <CountryCodeField />
                  </Form.Item>
                  <Form.Item name="phone" noStyle>
                    <Input type="tel" autoComplete="tel-national" aria-label={t('auth.phone')} />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
              <Button type="primary" htmlType="submit" block>
                {t('auth.continue')}
              </Button>
            </>
          ) : (
            <>
              <NewPasswordItems name="password" label={t('auth.password')} />
              <Flex gap={8}>
                <Button onClick={() => setStep('details')} disabled={sending}>
                  {t('auth.back')}
                </Button>
                <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
                  {t('auth.createAccount')}
                </Button>
              </Flex>
            </>
          )}
        </Form>
      )}
    </>
  );
}
