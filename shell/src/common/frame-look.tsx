import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { PLAIN_LOOK_FONT_FAMILY, plainLookVariables } from '@switchboard/shared/ui';

/** Width of the open sidebar and of the phone's menu drawer's content. */
const SIDER_WIDTH = 220;
const SIDER_COLLAPSED_WIDTH = 64;
const BAR_HEIGHT = 56;

/**
 * The agent's frame (top bar, sidebar, the phone's menu drawer, the content's place) is drawn with
 * plain elements and this stylesheet, not antd's Layout and Menu: every signed-in screen shows it, and
 * drawing it costs no component code or style generation before the screen's own. Colours, sizes and
 * font are the kit's theme tokens (the custom properties the signed-out screens and the hub use), so it
 * looks as the antd frame did, in light and dark. Logical properties only: Arabic mirrors by itself.
 * The screens inside get what antd's Layout gave them (border-box sizing, the text colour, the content
 * taking the width beside the sidebar); every other rule reaches only the frame's own parts. The top
 * bar stands above the tables' sticky headers (antd stacks them up to twice the column count), so its
 * panels are never covered.
 */
const FRAME_CSS = `
.sb-frame[data-theme="light"]{${plainLookVariables('light')}}
.sb-frame[data-theme="dark"]{${plainLookVariables('dark')}}
.sb-frame{--sb-sticky-top:${BAR_HEIGHT}px;display:flex;flex-direction:column;min-height:100vh;background:var(--sb-colorBgLayout)}
.sb-frame-bar,.sb-frame-sider,.sb-frame-drawer{font-family:${PLAIN_LOOK_FONT_FAMILY};font-size:14px;line-height:1.5714;color:var(--sb-colorText)}
.sb-frame,.sb-frame *{box-sizing:border-box}
.sb-frame-bar :focus-visible,.sb-frame-sider :focus-visible,.sb-frame-drawer :focus-visible{outline:2px solid var(--sb-colorPrimary);outline-offset:1px}
.sb-frame-bar{position:sticky;top:0;z-index:100;display:flex;align-items:center;justify-content:space-between;gap:12px;height:${BAR_HEIGHT}px;padding-inline:16px;background:var(--sb-colorBgContainer);border-block-end:1px solid var(--sb-colorBorderSecondary)}
.sb-frame-row{display:flex;align-items:center;gap:12px;min-width:0}
.sb-frame-actions{display:flex;flex-shrink:0;align-items:center;gap:8px}
.sb-frame-home{display:flex;align-items:center;gap:8px;min-width:0;color:inherit;text-decoration:none}
.sb-frame-title{min-width:0;margin:0;overflow:hidden;font-size:20px;font-weight:600;line-height:1.4;white-space:nowrap;text-overflow:ellipsis}
.sb-frame-tag{display:inline-flex;flex-shrink:0;align-items:center;height:22px;padding-inline:7px;font-size:12px;line-height:20px;white-space:nowrap;color:var(--sb-blue7);background:var(--sb-blue1);border:1px solid var(--sb-blue3);border-radius:4px}
.sb-frame-logo{display:inline-flex;flex:none;align-items:center;justify-content:center;width:32px;height:32px;overflow:hidden;color:#fff;background:var(--sb-colorTextPlaceholder);border-radius:6px;white-space:nowrap}
.sb-frame-logo img{display:block;width:100%;height:100%;object-fit:cover}
.sb-frame-btn{display:inline-flex;flex:none;align-items:center;justify-content:center;gap:8px;height:32px;padding:4px 15px;font:inherit;white-space:nowrap;color:var(--sb-colorText);background:transparent;border:1px solid transparent;border-radius:6px;cursor:pointer;transition:color .2s,background .2s}
.sb-frame-btn[data-icon-only]{width:32px;padding:0}
.sb-frame-btn[data-variant="text"]:hover{background:var(--sb-colorFillSecondary)}
.sb-frame-btn[data-variant="primary"]{color:var(--sb-colorTextLightSolid);background:var(--sb-colorPrimary);box-shadow:0 2px 0 var(--sb-controlOutline)}
.sb-frame-btn[data-variant="primary"]:hover{background:var(--sb-colorPrimaryHover)}
.sb-frame-btn[data-variant="primary"]:active{background:var(--sb-colorPrimaryActive)}
.sb-frame-icon{display:inline-flex;flex:none;font-size:16px;line-height:0}
.sb-frame-anchor{position:relative;display:inline-flex}
.sb-frame-avatar-btn{display:inline-flex;flex:none;padding:0;background:none;border:0;border-radius:50%;cursor:pointer}
.sb-frame-avatar{display:inline-flex;flex:none;align-items:center;justify-content:center;width:32px;height:32px;overflow:hidden;font-size:14px;color:#fff;white-space:nowrap;background:var(--sb-colorTextPlaceholder);border-radius:50%}
.sb-frame-avatar[data-size="48"]{width:48px;height:48px;font-size:18px}
.sb-frame-avatar img{display:block;width:100%;height:100%;object-fit:cover}
.sb-frame-panel{position:absolute;top:calc(100% + 8px);inset-inline-end:0;z-index:1030;display:flex;flex-direction:column;gap:12px;width:max-content;min-width:240px;max-width:min(300px,calc(100vw - 16px));padding:12px;background:var(--sb-colorBgElevated);border-radius:8px;box-shadow:0 6px 16px 0 rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05)}
.sb-frame-panel .sb-frame-divider{width:100%;margin:0}
.sb-frame-panel-user{display:flex;align-items:center;gap:12px;min-width:0}
.sb-frame-panel-who{display:flex;flex-direction:column;min-width:0}
.sb-frame-ellipsis{overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.sb-frame-secondary{color:var(--sb-colorTextSecondary)}
.sb-frame-panel[data-wide]{max-width:none}
.sb-frame-bell{position:relative;display:inline-flex;font-size:18px;line-height:0}
.sb-frame-count{position:absolute;top:0;inset-inline-end:0;min-width:14px;height:14px;padding:0 4px;font-size:12px;line-height:14px;text-align:center;white-space:nowrap;color:#fff;background:var(--sb-colorError);border-radius:7px;box-shadow:0 0 0 1px var(--sb-colorBgContainer);transform:translate(50%,-50%)}
[dir="rtl"] .sb-frame-count{transform:translate(-50%,-50%)}
.sb-frame-count[data-dot]{min-width:0;width:6px;height:6px;padding:0;border-radius:50%}
@keyframes sb-frame-blink{0%,100%{opacity:1}50%{opacity:.2}}
.sb-frame-btn[data-blinking="true"] .sb-frame-count{animation:sb-frame-blink 1s ease-in-out infinite}
.sb-frame-loading{display:flex;align-items:center;justify-content:center;width:min(380px,calc(100vw - 32px));max-width:100%;padding:24px;color:var(--sb-colorPrimary)}
.sb-frame-spinner{width:20px;height:20px;border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;animation:sb-frame-spin .8s linear infinite}
.sb-frame-spinner[data-size="large"]{width:32px;height:32px;border-width:3px;color:var(--sb-colorPrimary)}
.sb-frame-section-loading{display:flex;align-items:center;justify-content:center;min-height:240px}
@keyframes sb-frame-spin{to{transform:rotate(360deg)}}
.sb-frame-body{display:flex;flex:1 1 auto;align-items:stretch}
.sb-frame-sider{flex:0 0 ${SIDER_WIDTH}px;width:${SIDER_WIDTH}px;background:var(--sb-colorBgContainer);border-inline-end:1px solid var(--sb-colorBorderSecondary);transition:flex-basis .2s,width .2s}
.sb-frame-sider[data-collapsed]{flex-basis:${SIDER_COLLAPSED_WIDTH}px;width:${SIDER_COLLAPSED_WIDTH}px}
.sb-frame-sider>nav{position:sticky;top:${BAR_HEIGHT}px}
.sb-frame-main{flex:1 1 auto;width:0;min-width:0;padding:24px;color:var(--sb-colorText);background:var(--sb-colorBgLayout)}
.sb-frame-nav{margin:0;padding:0;list-style:none}
.sb-frame-nav-item{display:flex;align-items:center;gap:10px;width:calc(100% - 8px);height:40px;margin:4px;padding-inline:20px 16px;overflow:hidden;font:inherit;text-align:start;white-space:nowrap;color:var(--sb-colorText);text-decoration:none;background:none;border:0;border-radius:8px;cursor:pointer;transition:background .2s,color .2s}
.sb-frame-nav-item:hover{color:var(--sb-colorText);background:var(--sb-colorFillSecondary)}
.sb-frame-nav-item[aria-current="page"]{color:var(--sb-colorPrimaryText);background:var(--sb-colorPrimaryBg)}
.sb-frame-nav-icon{display:inline-flex;flex:none;font-size:14px;line-height:0}
.sb-frame-nav-label{min-width:0;overflow:hidden;text-overflow:ellipsis}
.sb-frame-divider{height:1px;margin:4px 0;background:var(--sb-colorBorderSecondary);border:0}
.sb-frame-sider[data-collapsed] .sb-frame-nav-item{justify-content:center;padding-inline:0}
.sb-frame-sider[data-collapsed] .sb-frame-nav-label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.sb-frame-drawer{position:fixed;inset-block:0;inset-inline-start:0;inset-inline-end:auto;width:${SIDER_WIDTH + 40}px;max-width:calc(100vw - 32px);height:100%;max-height:none;margin:0;padding:0;background:var(--sb-colorBgElevated);border:0;box-shadow:6px 0 16px rgba(0,0,0,.08),3px 0 6px -4px rgba(0,0,0,.12)}
.sb-frame-drawer[data-side="end"]{inset-inline-start:auto;inset-inline-end:0;width:min(420px,100vw);max-width:100vw;box-shadow:-6px 0 16px rgba(0,0,0,.08),-3px 0 6px -4px rgba(0,0,0,.12)}
.sb-frame-drawer-body{padding:12px}
.sb-frame-drawer::backdrop{background:var(--sb-colorBgMask)}
.sb-frame-drawer-head{display:flex;align-items:center;gap:12px;padding:16px 24px;border-block-end:1px solid var(--sb-colorBorderSecondary)}
.sb-frame-drawer-title{flex:1;min-width:0;margin:0;font-size:16px;font-weight:600;line-height:1.5}
@media (max-width:767.98px){
.sb-frame-bar{padding-inline:8px}.sb-frame-bar .sb-frame-row,.sb-frame-actions{gap:4px}
.sb-frame-title{font-size:16px;line-height:1.5}.sb-frame-main{padding:12px}
}
@media (prefers-reduced-motion:reduce){.sb-frame-sider,.sb-frame-nav-item,.sb-frame-btn{transition:none}.sb-frame-btn[data-blinking="true"] .sb-frame-count{animation:none;box-shadow:0 0 0 2px #faad14}.sb-frame-spinner{animation-duration:3s}}
`;

/** The frame's stylesheet, once per page (React hoists and dedupes it by `href`). */
export function FrameStyles() {
  return (
    <style href="sb-frame" precedence="default">
      {FRAME_CSS}
    </style>
  );
}

export interface FrameButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant: 'primary' | 'text';
  icon: ReactNode;
  /** The words beside the icon; without them the button is a square and needs an `aria-label`. */
  children?: ReactNode;
}

/** A button of the top bar: antd's primary or text button, drawn plain. */
export function FrameButton({ variant, icon, children, ...button }: FrameButtonProps) {
  return (
    <button type="button" className="sb-frame-btn" data-variant={variant} data-icon-only={children ? undefined : ''} {...button}>
      <span className="sb-frame-icon" aria-hidden="true">
        {icon}
      </span>
      {children ? <span>{children}</span> : null}
    </button>
  );
}
