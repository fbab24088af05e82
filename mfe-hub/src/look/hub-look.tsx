import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { directionOf } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { KitButton, PLAIN_LOOK_FONT_FAMILY, plainLookVariables, useSignedOutTheme, type KitButtonProps, type ThemeMode } from '@switchboard/shared/ui';
import { PlainIcon } from '@switchboard/shared/ui';

/**
 * The hub's frame and tickets list are drawn with plain elements and this stylesheet, not antd: a
 * customer's first signed-in screen then runs React, the router and the hub's own code, not the
 * component kit (about half of that screen's script). Colours, sizes and font are the kit's theme
 * tokens (the same custom properties as the signed-out screens), so the screens that do use antd (a
 * ticket's thread, a new complaint) look the same. Logical properties only: Arabic mirrors by itself.
 * Controls are at least 32 px high; focus always shows; nothing depends on hover.
 */
const HUB_CSS = `
.sb-hub[data-theme="light"]{${plainLookVariables('light')}color-scheme:light}
.sb-hub[data-theme="dark"]{${plainLookVariables('dark')}color-scheme:dark}
.sb-hub{box-sizing:border-box;min-height:100vh;color:var(--sb-colorText);background:var(--sb-colorBgContainer);font-family:${PLAIN_LOOK_FONT_FAMILY};font-size:14px;line-height:1.5714}
.sb-hub *,.sb-hub *::before,.sb-hub *::after{box-sizing:border-box}
.sb-hub :focus-visible{outline:2px solid var(--sb-colorPrimary);outline-offset:1px}
.sb-icon{display:inline-flex;align-items:center;flex:none;line-height:0}
.sb-hub-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.sb-hub-header{position:sticky;top:0;z-index:10;display:flex;align-items:center;justify-content:space-between;gap:12px;height:64px;padding-inline:16px;background:var(--sb-colorBgContainer);border-bottom:1px solid var(--sb-colorBorderSecondary)}
.sb-hub-row{display:flex;align-items:center;gap:12px;min-width:0}
.sb-hub-body{display:flex;align-items:stretch}
.sb-hub-sider{flex:0 0 240px;width:240px;border-inline-end:1px solid var(--sb-colorBorderSecondary)}
.sb-hub-main{flex:1 1 auto;min-width:0;padding:24px}
.sb-hub-narrow{display:none}
.sb-hub-user{display:flex;align-items:center;gap:12px;min-width:0;padding:16px}
.sb-hub-user-text{display:flex;flex-direction:column;min-width:0}
.sb-hub-avatar{display:inline-flex;align-items:center;justify-content:center;flex:none;width:32px;height:32px;font-size:18px;color:#fff;background:var(--sb-colorTextTertiary);border-radius:50%}
.sb-hub-strong{font-weight:600}
.sb-hub-secondary{color:var(--sb-colorTextSecondary)}
.sb-hub-nav{display:flex;flex-direction:column;gap:4px;margin:0;padding:4px;list-style:none}
.sb-hub-nav-item{display:flex;align-items:center;gap:10px;width:100%;min-height:40px;padding-block:0;padding-inline:20px 16px;font:inherit;text-align:start;color:var(--sb-colorText);text-decoration:none;background:none;border:0;border-inline-start:4px solid transparent;border-radius:8px;cursor:pointer}
.sb-hub-nav-item:hover{background:var(--sb-colorFillTertiary)}
.sb-hub-nav-item[aria-current="page"]{font-weight:600;background:var(--sb-colorPrimaryBg);border-inline-start-color:var(--sb-colorPrimary)}
.sb-hub-select,.sb-hub-input{min-height:32px;font:inherit;color:var(--sb-colorText);background:var(--sb-colorBgContainer);border:1px solid var(--sb-colorBorder);border-radius:6px;transition:border-color .2s,box-shadow .2s}
.sb-hub-select{min-width:140px;padding-inline:8px;cursor:pointer}
.sb-hub-input{padding:4px 11px}
.sb-hub-select:hover,.sb-hub-input:hover{border-color:var(--sb-colorPrimaryHover)}
.sb-hub-select:focus,.sb-hub-input:focus{outline:none;border-color:var(--sb-colorPrimary);box-shadow:0 0 0 2px var(--sb-controlOutline)}
.sb-hub-switch{position:relative;display:inline-flex;flex:none;width:44px;height:22px;padding:0;background:var(--sb-colorTextQuaternary);border:0;border-radius:100px;cursor:pointer;transition:background .2s}
.sb-hub-switch[aria-checked="true"]{background:var(--sb-colorPrimary)}
.sb-hub-switch-knob{position:absolute;top:2px;inset-inline-start:2px;display:flex;align-items:center;justify-content:center;width:18px;height:18px;font-size:11px;color:rgba(0,0,0,.65);background:#fff;border-radius:50%;box-shadow:0 2px 4px rgba(0,35,11,.2);transition:inset-inline-start .2s}
.sb-hub-switch[aria-checked="true"] .sb-hub-switch-knob{inset-inline-start:24px}
.sb-hub-drawer{position:fixed;inset-block:0;inset-inline-start:0;inset-inline-end:auto;width:280px;max-width:calc(100vw - 32px);height:100%;max-height:none;margin:0;padding:0;color:var(--sb-colorText);background:var(--sb-colorBgElevated);border:0;box-shadow:6px 0 16px rgba(0,0,0,.08),3px 0 6px -4px rgba(0,0,0,.12)}
.sb-hub-drawer::backdrop{background:rgba(0,0,0,.45)}
.sb-hub-drawer-head{display:flex;align-items:center;gap:12px;padding:16px 24px;border-bottom:1px solid var(--sb-colorBorderSecondary)}
.sb-hub-drawer-title{flex:1;min-width:0;margin:0;font-size:16px;font-weight:600;line-height:1.5}
.sb-hub-page-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;margin-bottom:16px}
.sb-hub-page-title{margin:0;font-size:24px;font-weight:600;line-height:1.35}
.sb-hub-toolbar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;margin-bottom:24px}
.sb-hub-filters{display:flex;flex-wrap:wrap;align-items:center;gap:12px;min-width:0}
.sb-hub-choices{display:inline-flex;min-width:0;margin:0;padding:2px;background:var(--sb-colorBgLayout);border:0;border-radius:6px}
.sb-hub-choice{position:relative;display:inline-flex;cursor:pointer}
.sb-hub-choice input{position:absolute;width:1px;height:1px;margin:0;opacity:0;pointer-events:none}
.sb-hub-choice span{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:28px;padding:0 11px;color:var(--sb-colorTextSecondary);border-radius:4px;transition:color .2s,background .2s}
.sb-hub-choice:hover input:not(:checked)+span{color:var(--sb-colorText);background:var(--sb-colorFillSecondary)}
.sb-hub-choice input:checked+span{color:var(--sb-colorText);background:var(--sb-colorBgElevated);box-shadow:0 1px 2px rgba(0,0,0,.06),0 1px 6px -1px rgba(0,0,0,.04)}
.sb-hub-choice input:focus-visible+span{outline:2px solid var(--sb-colorPrimary);outline-offset:1px}
.sb-hub-dates{display:flex;flex-wrap:wrap;align-items:center;gap:8px;min-width:0}
.sb-hub-date{display:inline-flex;align-items:center;gap:6px;color:var(--sb-colorTextSecondary)}
.sb-hub-cards{display:grid;grid-template-columns:minmax(0,1fr);gap:16px;margin:0;padding:0;list-style:none}
.sb-hub-card{display:flex;align-items:center;gap:12px;height:100%;padding:12px;color:inherit;text-decoration:none;background:var(--sb-colorBgContainer);border:1px solid var(--sb-colorBorderSecondary);border-radius:8px;transition:box-shadow .2s,border-color .2s}
.sb-hub-card:hover{border-color:transparent;box-shadow:0 1px 2px -2px rgba(0,0,0,.16),0 3px 6px rgba(0,0,0,.12),0 5px 12px 4px rgba(0,0,0,.09)}
.sb-hub-card[data-new-reply]{border-color:var(--sb-colorPrimary)}
.sb-hub-card-body{display:flex;flex:1;flex-direction:column;gap:8px;min-width:0}
.sb-hub-line{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;min-width:0}
.sb-hub-line[data-tight]{column-gap:8px}
.sb-hub-card-title{min-width:0;font-size:16px;font-weight:600}
.sb-hub-meta{display:inline-flex;align-items:center;gap:4px;min-width:0;color:var(--sb-colorTextSecondary)}
.sb-hub-tag{display:inline-flex;align-items:center;gap:6px;height:22px;padding-inline:7px;font-size:12px;line-height:20px;white-space:nowrap;background:var(--sb-colorFillTertiary);border:1px solid var(--sb-colorBorder);border-radius:4px}
.sb-hub-tag[data-tone="blue"]{color:var(--sb-blue7);background:var(--sb-blue1);border-color:var(--sb-blue3)}
.sb-hub-dot{flex:none;width:6px;height:6px;border-radius:50%}
.sb-hub-skeleton{display:flex;flex-direction:column;gap:12px;padding:12px;border:1px solid var(--sb-colorBorderSecondary);border-radius:8px}
.sb-hub-bone{height:16px;border-radius:4px;background:linear-gradient(90deg,var(--sb-colorFillSecondary) 25%,var(--sb-colorFillTertiary) 37%,var(--sb-colorFillSecondary) 63%);background-size:400% 100%;animation:sb-hub-shine 1.4s ease infinite}
@keyframes sb-hub-shine{from{background-position:100% 50%}to{background-position:0 50%}}
.sb-hub-empty{display:flex;flex-direction:column;align-items:center;gap:8px;margin:32px 0;text-align:center}
.sb-hub-alert{display:flex;align-items:flex-start;gap:8px;margin-bottom:16px;padding:8px 12px;background:var(--sb-colorErrorBg);border:1px solid var(--sb-colorErrorBorder);border-radius:8px}
.sb-hub-alert>div{flex:1;min-width:0}
.sb-hub-more{display:flex;flex-direction:column;align-items:center;gap:4px;margin-top:24px}
@media (min-width:768px){.sb-hub-cards[data-layout="grid"]{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:1200px){.sb-hub-cards[data-layout="grid"]{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (max-width:767.98px){
.sb-hub-wide{display:none}.sb-hub-narrow{display:inline-flex}.sb-hub-main{padding:16px}
.sb-hub-filters,.sb-hub-filters>*{flex:1 1 100%}
.sb-hub-status .sb-hub-choice{flex:1 1 auto;min-width:min-content}
.sb-hub-status .sb-hub-choice span{width:100%;height:100%;padding:4px 8px;line-height:1.25;text-align:center;white-space:normal}
.sb-hub-dates .sb-hub-date{flex:1 1 140px}.sb-hub-dates .sb-hub-input{flex:1;min-width:0}
}
@media (prefers-reduced-motion:reduce){.sb-hub-bone{animation:none}}
`;

/** The hub's stylesheet, once per page (React hoists and dedupes it by `href`). */
export function HubStyles() {
  return (
    <style href="sb-hub" precedence="default">
      {HUB_CSS}
    </style>
  );
}

/** The page's direction (the session language's): which way arrows point and drawers slide. */
export function useHubDirection(): 'ltr' | 'rtl' {
  return directionOf(useSession((state) => state.lang));
}

/** The stored light or dark theme the hub draws in. */
export function useHubTheme(): ThemeMode {
  return useSignedOutTheme();
}

export interface PlainButtonProps extends Omit<KitButtonProps, 'icon' | 'variant'> {
  variant?: 'default' | 'primary' | 'text';
  /** One of antd's outlines, drawn by `PlainIcon` (the hub carries no icon component). */
  icon?: IconDefinition;
}

/** The kit's plain button with one of antd's outlines as its icon; icon-only when it has no children. */
export function PlainButton({ icon, ...rest }: PlainButtonProps) {
  return <KitButton {...rest} icon={icon ? <PlainIcon icon={icon} /> : undefined} />;
}
