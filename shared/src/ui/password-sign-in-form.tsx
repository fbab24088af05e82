import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PasswordSignInFormProps {
  /** Sends the credentials; resolves once signed in, throws to refuse. */
  signIn: (email: string, password: string) => Promise<void>;
  /** What a refusal says (`signIn` threw): a sentence, or a title and its detail. */
  refusal: (error: unknown) => string | { title: string; description?: string };
  labels: { email: string; password: string; submit: string; required: string };
  placeholders?: { email?: string; password?: string };
  /** Called as the credentials are sent: the host starts fetching what it shows next, in parallel. */
  onSubmitting?: () => void;
  /** Between the password and the button (a "Forgot password?" link). */
  beforeSubmit?: ReactNode;
  /** The form's accessible name. */
  name?: string;
}

/**
 * Email + password on the signed-out look (plain elements, no antd): a refusal is said once, in the
 * alert above the fields, stays while the input is corrected and is read out by screen readers; the
 * input is kept; the password can be shown. The agent's and the customer's sign-in both draw it.
 */
export function PasswordSignInForm({ signIn, refusal, labels, placeholders, onSubmitting, beforeSubmit, name }: PasswordSignInFormProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ title: string; description?: string } | null>(null);
  const [revealed, setRevealed] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get('email') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    if (!email || !password) {
      setFailure({ title: labels.required });
      return;
    }
    setSending(true);
    setFailure(null);
    onSubmitting?.();
    try {
      await signIn(email, password);
    } catch (error) {
      const said = refusal(error);
      setFailure(typeof said === 'string' ? { title: said } : said);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {failure ? (
        <div className="sb-so-alert" role="alert" data-testid="login-error">
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="8" fill="currentColor" />
            <path d="M5.5 5.5l5 5m0-5l-5 5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <div>
            <div>{failure.title}</div>
            {failure.description ? <div>{failure.description}</div> : null}
          </div>
        </div>
      ) : null}
      {/* The browser's own checks would speak before ours, in another language: the form checks itself. */}
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={sending} aria-label={name}>
        <div className="sb-so-field">
          <label className="sb-so-label" htmlFor={`${id}-email`}>
            {labels.email}
          </label>
          <input id={`${id}-email`} className="sb-so-input" name="email" type="email" inputMode="email" autoComplete="username" placeholder={placeholders?.email} autoFocus disabled={sending} />
        </div>
        <div className="sb-so-field">
          <label className="sb-so-label" htmlFor={`${id}-password`}>
            {labels.password}
          </label>
          <div className="sb-so-secret">
            <input
              id={`${id}-password`}
              className="sb-so-input"
              name="password"
              type={revealed ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder={placeholders?.password}
              disabled={sending}
            />
            <button type="button" className="sb-so-reveal" aria-pressed={revealed} aria-label={t('login.showPassword')} onClick={() => setRevealed((shown) => !shown)} disabled={sending}>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
                <circle cx="12" cy="12" r="3" />
                {revealed ? null : <path d="M3 3l18 18" />}
              </svg>
            </button>
          </div>
        </div>
        {beforeSubmit}
        <button type="submit" className="sb-so-button" disabled={sending}>
          {sending ? <span className="sb-so-spinner" aria-hidden="true" /> : null}
          {labels.submit}
        </button>
      </form>
    </>
  );
}
