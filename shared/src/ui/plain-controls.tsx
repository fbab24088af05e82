import { forwardRef, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled.js';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined.js';
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled.js';
import { PlainIcon } from './plain-icon.js';
import { PLAIN_LOOK_FONT_FAMILY, plainLookVariables } from './signed-out-look.js';
import { useThemeMode } from './theme.js';

/**
 * The few controls a screen shows before antd's providers are there (a list's header, search box, empty
 * and failed states; the frame's failure panels), drawn as plain elements on the theme's tokens, like
 * the signed-out screens: a button, a native pick list (`sb-select`), a text, an empty state, an error
 * alert and a result panel. Each root carries `sb-ctl` and the theme in `data-theme`, so it finds the
 * tokens as `--sb-*` custom properties wherever it stands (inside antd's providers too, where it looks as
 * antd's own). Sizes are antd's defaults written out; logical properties only, so Arabic mirrors by
 * itself. Tooltips are the browser's (`title`): a table cell clips anything drawn inside it, and the
 * words are in the accessible name too.
 */
const CONTROLS_CSS = `
.sb-ctl[data-theme="light"]{${plainLookVariables('light')}}
.sb-ctl[data-theme="dark"]{${plainLookVariables('dark')}}
.sb-btn{display:inline-flex;flex:none;align-items:center;justify-content:center;gap:8px;box-sizing:border-box;height:32px;margin:0;padding:4px 15px;font-family:${PLAIN_LOOK_FONT_FAMILY};font-size:14px;line-height:1.5714;white-space:nowrap;color:var(--sb-colorText);background:var(--sb-colorBgContainer);border:1px solid var(--sb-colorBorder);border-radius:6px;box-shadow:0 2px 0 rgba(0,0,0,.02);cursor:pointer;transition:color .2s,background .2s,border-color .2s;user-select:none}
.sb-btn:hover{color:var(--sb-colorPrimaryHover);border-color:var(--sb-colorPrimaryHover)}
.sb-btn:active{color:var(--sb-colorPrimaryActive);border-color:var(--sb-colorPrimaryActive)}
.sb-btn:focus-visible{outline:2px solid var(--sb-colorPrimary);outline-offset:1px}
.sb-btn[data-variant="primary"]{color:var(--sb-colorTextLightSolid);background:var(--sb-colorPrimary);border-color:transparent;box-shadow:0 2px 0 var(--sb-controlOutline)}
.sb-btn[data-variant="primary"]:hover{color:var(--sb-colorTextLightSolid);background:var(--sb-colorPrimaryHover)}
.sb-btn[data-variant="primary"]:active{background:var(--sb-colorPrimaryActive)}
.sb-btn[data-variant="text"],.sb-btn[data-variant="link"]{background:transparent;border-color:transparent;box-shadow:none}
.sb-btn[data-variant="text"]:hover{color:var(--sb-colorText);background:var(--sb-colorFillTertiary)}
.sb-btn[data-variant="link"]{color:var(--sb-colorLink)}
.sb-btn[data-variant="link"]:hover{color:var(--sb-colorLinkHover)}
.sb-btn[data-danger]{color:var(--sb-colorError);border-color:var(--sb-colorError)}
.sb-btn[data-danger]:hover{color:var(--sb-colorError);border-color:var(--sb-colorError);opacity:.8}
.sb-btn[data-variant="text"][data-danger],.sb-btn[data-variant="link"][data-danger]{border-color:transparent}
.sb-btn[data-variant="text"][data-danger]:hover{border-color:transparent;background:var(--sb-colorErrorBg);opacity:1}
.sb-btn[data-size="small"]{height:24px;padding:0 7px;border-radius:4px}
.sb-btn[data-icon-only]{width:32px;padding-inline:0}
.sb-btn[data-size="small"][data-icon-only]{width:24px}
.sb-btn[data-loading]{opacity:.65;pointer-events:none}
.sb-btn:disabled,.sb-btn:disabled:hover{color:var(--sb-colorTextDisabled);background:var(--sb-colorBgContainerDisabled);border-color:var(--sb-colorBorder);box-shadow:none;cursor:not-allowed}
.sb-btn[data-variant="link"]:disabled,.sb-btn[data-variant="text"]:disabled{background:transparent;border-color:transparent}
.sb-btn-icon{display:inline-flex;flex:none;font-size:14px;line-height:0}
.sb-icon{display:inline-flex;align-items:center;flex:none;line-height:0}
.sb-btn-spinner{width:14px;height:14px;border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;animation:sb-ctl-spin .8s linear infinite}
@keyframes sb-ctl-spin{to{transform:rotate(360deg)}}
.sb-select{box-sizing:border-box;height:32px;margin:0;padding:0 8px;font-family:${PLAIN_LOOK_FONT_FAMILY};font-size:14px;color:var(--sb-colorText);background:var(--sb-colorBgContainer);border:1px solid var(--sb-colorBorder);border-radius:6px;cursor:pointer}
.sb-select:hover{border-color:var(--sb-colorPrimaryHover)}
.sb-select:focus-visible{outline:none;border-color:var(--sb-colorPrimary);box-shadow:0 0 0 2px var(--sb-controlOutline)}
.sb-text[data-type="secondary"]{color:var(--sb-colorTextSecondary)}
.sb-text[data-type="danger"]{color:var(--sb-colorError)}
.sb-text[data-strong]{font-weight:600}
.sb-empty{margin-block:32px;padding-inline:8px;text-align:center;color:var(--sb-colorTextSecondary)}
.sb-empty-image{display:block;margin-block-end:8px;font-size:48px;line-height:0;color:var(--sb-colorTextQuaternary)}
.sb-empty-foot{margin-block-start:16px}
.sb-alert{display:flex;align-items:flex-start;gap:12px;margin-block-end:12px;padding:12px 16px;color:var(--sb-colorText);background:var(--sb-colorErrorBg);border:1px solid var(--sb-colorErrorBorder);border-radius:8px}
.sb-alert>.sb-btn-icon{margin-block-start:4px;font-size:16px;color:var(--sb-colorError)}
.sb-alert-text{flex:1;min-width:0}
.sb-alert-title{font-weight:600}
.sb-result{padding:48px 32px;text-align:center;color:var(--sb-colorText)}
.sb-result-icon{margin-block-end:24px;font-size:72px;line-height:0}
.sb-result[data-status="warning"] .sb-result-icon{color:var(--sb-colorWarning)}
.sb-result[data-status="error"] .sb-result-icon{color:var(--sb-colorError)}
.sb-result-title{margin:0;font-size:24px;line-height:1.3333;color:var(--sb-colorTextHeading)}
.sb-result-hint{margin-block-start:4px;color:var(--sb-colorTextSecondary)}
.sb-result-extra{margin-block-start:24px}
.sb-result-content{margin-block-start:24px}
@media (prefers-reduced-motion:reduce){.sb-btn,.sb-btn-spinner{transition:none;animation-duration:3s}}
`;

/** The controls' stylesheet, once per page (React hoists and dedupes it by `href`). */
export function PlainControlStyles() {
  return (
    <style href="sb-controls" precedence="default">
      {CONTROLS_CSS}
    </style>
  );
}

export interface KitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'text' | 'link';
  danger?: boolean;
  size?: 'small' | 'middle';
  icon?: ReactNode;
  /** Busy: a spinner in place of the icon, and no second press. */
  loading?: boolean;
  'data-testid'?: string;
}

/** antd's button, drawn plain: default, primary, text or link; icon-only when it has no children. */
export const KitButton = forwardRef<HTMLButtonElement, KitButtonProps>(function KitButton(
  { variant = 'default', danger = false, size = 'middle', icon, loading = false, children, type = 'button', onClick, className, ...rest },
  ref,
) {
  const mode = useThemeMode((state) => state.theme);
  const iconOnly = children === undefined || children === null || children === false;
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      onClick={loading ? undefined : onClick}
      className={className ? `sb-ctl sb-btn ${className}` : 'sb-ctl sb-btn'}
      data-theme={mode}
      data-variant={variant}
      data-size={size}
      data-danger={danger ? '' : undefined}
      data-icon-only={iconOnly ? '' : undefined}
      data-loading={loading ? '' : undefined}
      aria-busy={loading || undefined}
    >
      <PlainControlStyles />
      {loading ? <span className="sb-btn-spinner" aria-hidden="true" /> : icon ? <span className="sb-btn-icon" aria-hidden="true">{icon}</span> : null}
      {iconOnly ? null : <span>{children}</span>}
    </button>
  );
});

export interface KitTextProps extends HTMLAttributes<HTMLSpanElement> {
  type?: 'secondary' | 'danger';
  strong?: boolean;
  'data-testid'?: string;
}

/** A run of text, muted (`secondary`), an error (`danger`) or bold: antd's Typography.Text drawn plain. */
export function KitText({ type, strong = false, className, ...rest }: KitTextProps) {
  const mode = useThemeMode((state) => state.theme);
  return (
    <>
      <PlainControlStyles />
      <span {...rest} className={className ? `sb-ctl sb-text ${className}` : 'sb-ctl sb-text'} data-theme={mode} data-type={type} data-strong={strong ? '' : undefined} />
    </>
  );
}

/** Nothing to show: an empty tray, what it means, and what can be done (`children`). */
export function KitEmpty({ description, children, testId }: { description: ReactNode; children?: ReactNode; testId?: string }) {
  const mode = useThemeMode((state) => state.theme);
  return (
    <div className="sb-ctl sb-empty" data-theme={mode} data-testid={testId}>
      <PlainControlStyles />
      <span className="sb-empty-image" aria-hidden="true">
        <PlainIcon icon={InboxOutlined} />
      </span>
      <div>{description}</div>
      {children ? <div className="sb-empty-foot">{children}</div> : null}
    </div>
  );
}

/** A failure beside content still shown: icon, title, detail and an action (Retry), announced. */
export function KitAlert({ title, description, action }: { title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  const mode = useThemeMode((state) => state.theme);
  return (
    <div className="sb-ctl sb-alert" data-theme={mode} role="alert">
      <PlainControlStyles />
      <span className="sb-btn-icon" aria-hidden="true">
        <PlainIcon icon={ExclamationCircleFilled} />
      </span>
      <div className="sb-alert-text">
        <div className="sb-alert-title">{title}</div>
        {description ? <div>{description}</div> : null}
      </div>
      {action}
    </div>
  );
}

/** A whole place saying something failed: the sign, the title, a hint, the way out (`extra`) and small print. */
export function KitResult({
  status,
  title,
  hint,
  extra,
  children,
  testId,
}: {
  status: 'warning' | 'error';
  title: ReactNode;
  hint?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  const mode = useThemeMode((state) => state.theme);
  return (
    <div className="sb-ctl sb-result" data-theme={mode} data-status={status} data-testid={testId}>
      <PlainControlStyles />
      <div className="sb-result-icon" aria-hidden="true">
        <PlainIcon icon={status === 'warning' ? WarningFilled : ExclamationCircleFilled} />
      </div>
      <h2 className="sb-result-title">{title}</h2>
      {hint ? <div className="sb-result-hint">{hint}</div> : null}
      {extra ? <div className="sb-result-extra">{extra}</div> : null}
      {children ? <div className="sb-result-content">{children}</div> : null}
    </div>
  );
}
