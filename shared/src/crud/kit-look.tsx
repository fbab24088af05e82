import { useTranslation } from 'react-i18next';
import { PLAIN_LOOK_FONT_FAMILY, plainLookVariables } from '../ui/signed-out-look.js';
import { useThemeMode, type ThemeMode } from '../ui/theme.js';

/**
 * The kit's parts that a list shows before its data (the page header and breadcrumb, the loading
 * skeleton, the table, the column chooser, the search box, the phone's cards, tags) are plain elements on this
 * stylesheet, not antd components: they need no component code or style generation before the first rows. An element with `sb-kit` and the theme in
 * `data-theme` gets the theme's tokens as `--sb-*` custom properties (the values antd's theme computes,
 * kept equal by a test), so these parts look as the antd screens around them. Logical properties only.
 */
const KIT_CSS = `
.sb-kit[data-theme="light"]{${plainLookVariables('light')}}
.sb-kit[data-theme="dark"]{${plainLookVariables('dark')}}
.sb-kit{font-family:${PLAIN_LOOK_FONT_FAMILY};font-size:14px;line-height:1.5714;color:var(--sb-colorText)}
.sb-page-header{margin-block-end:16px}
.sb-page-header-row{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px}
.sb-page-title{margin:0;font-size:24px;font-weight:600;line-height:1.3333;color:var(--sb-colorTextHeading);overflow-wrap:anywhere}
.sb-page-actions{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.sb-crumbs{margin-block-end:8px}
.sb-crumbs ol{display:flex;flex-wrap:wrap;align-items:center;margin:0;padding:0;list-style:none;color:var(--sb-colorTextTertiary)}
.sb-crumbs li{display:inline-flex;align-items:center}
.sb-crumbs li+li::before{content:"/";margin-inline:8px;color:var(--sb-colorTextTertiary)}
.sb-crumbs a{margin-inline:-4px;padding-inline:4px;color:var(--sb-colorTextTertiary);text-decoration:none;border-radius:4px;transition:color .2s,background .2s}
.sb-crumbs a:hover{color:var(--sb-colorText);background:var(--sb-colorFillSecondary)}
.sb-crumbs a:focus-visible{outline:2px solid var(--sb-colorPrimary);outline-offset:1px}
.sb-crumbs [aria-current="page"]{color:var(--sb-colorText)}
.sb-skeleton{display:flex;flex-direction:column;gap:16px;padding-block:8px}
.sb-skeleton>span{height:16px;border-radius:4px;background:linear-gradient(90deg,var(--sb-colorFillSecondary) 25%,var(--sb-colorFillTertiary) 37%,var(--sb-colorFillSecondary) 63%);background-size:400% 100%;animation:sb-skeleton 1.4s ease infinite}
.sb-skeleton>span:last-child{width:61%}
@keyframes sb-skeleton{0%{background-position:100% 50%}100%{background-position:0 50%}}
.sb-tag{display:inline-block;margin-inline-end:8px;padding-inline:7px;font-size:12px;line-height:20px;white-space:nowrap;vertical-align:middle;color:var(--sb-colorText);background:linear-gradient(var(--sb-colorFillQuaternary),var(--sb-colorFillQuaternary)),var(--sb-colorBgContainer);border:1px solid var(--sb-colorBorder);border-radius:4px}
.sb-tag[data-color="blue"]{color:var(--sb-blue7);background:var(--sb-blue1);border-color:var(--sb-blue3)}
.sb-tag[data-color="green"]{color:var(--sb-green7);background:var(--sb-green1);border-color:var(--sb-green3)}
.sb-tag[data-color="orange"]{color:var(--sb-orange7);background:var(--sb-orange1);border-color:var(--sb-orange3)}
.sb-tag[data-color="red"]{color:var(--sb-red7);background:var(--sb-red1);border-color:var(--sb-red3)}
.sb-tag[data-color="success"]{color:var(--sb-colorSuccess);background:var(--sb-colorSuccessBg);border-color:var(--sb-colorSuccessBorder)}
.sb-tag[data-color="processing"]{color:var(--sb-colorInfo);background:var(--sb-colorInfoBg);border-color:var(--sb-colorInfoBorder)}
.sb-tag[data-color="warning"]{color:var(--sb-colorWarning);background:var(--sb-colorWarningBg);border-color:var(--sb-colorWarningBorder)}
.sb-tag[data-color="error"]{color:var(--sb-colorError);background:var(--sb-colorErrorBg);border-color:var(--sb-colorErrorBorder)}
.sb-chooser{position:relative;display:inline-flex}
.sb-chooser-panel{position:absolute;top:calc(100% + 8px);inset-inline-end:0;z-index:1030;min-width:200px;max-width:min(320px,calc(100vw - 16px));margin:0;padding:12px;background:var(--sb-colorBgElevated);border:0;border-radius:8px;box-shadow:0 6px 16px 0 rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05)}
/* A floated legend sits inside the panel's box instead of on its top edge. */
.sb-chooser-panel legend{float:left;width:100%;margin:0 0 8px;padding:0;font-weight:600;text-align:start}
.sb-chooser-options{clear:both;display:flex;flex-direction:column;gap:6px}
.sb-chooser-option{display:flex;align-items:center;gap:8px;cursor:pointer}
.sb-chooser-option input{width:16px;height:16px;margin:0;accent-color:var(--sb-colorPrimary);cursor:pointer}
.sb-chooser-option:has(input:disabled){color:var(--sb-colorTextDisabled);cursor:not-allowed}
.sb-chooser-foot{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-block-start:12px}
.sb-chooser-foot>span{max-width:180px;font-size:12px;color:var(--sb-colorTextSecondary)}
.sb-busy{position:absolute;inset:0;z-index:3;display:flex;align-items:center;justify-content:center;background:color-mix(in srgb,var(--sb-colorBgContainer) 50%,transparent)}
.sb-spinner{width:24px;height:24px;border:3px solid var(--sb-colorPrimary);border-inline-end-color:transparent;border-radius:50%;animation:sb-spin .8s linear infinite}
@keyframes sb-spin{to{transform:rotate(360deg)}}
.sb-cards{position:relative}
.sb-card{display:block;padding:12px;color:inherit;text-decoration:none;background:var(--sb-colorBgContainer);border:1px solid var(--sb-colorBorderSecondary);border-radius:8px;transition:border-color .2s}
.sb-card:hover{border-color:var(--sb-colorPrimaryBorderHover)}
.sb-card:focus-visible{outline:2px solid var(--sb-colorPrimary);outline-offset:2px}
.sb-dot-anchor{position:relative;display:inline-flex}
.sb-dot{position:absolute;top:0;inset-inline-end:0;width:6px;height:6px;background:var(--sb-colorError);border-radius:50%;box-shadow:0 0 0 1px var(--sb-colorBgContainer);transform:translate(50%,-50%)}
.sb-dot:dir(rtl){transform:translate(-50%,-50%)}
.sb-search{display:inline-flex;align-items:center;gap:4px;box-sizing:border-box;height:32px;padding:0 7px 0 11px;background:var(--sb-colorBgContainer);border:1px solid var(--sb-colorBorder);border-radius:6px;transition:border-color .2s,box-shadow .2s}
.sb-search:hover{border-color:var(--sb-colorPrimaryHover)}
.sb-search:focus-within{border-color:var(--sb-colorPrimary);box-shadow:0 0 0 2px var(--sb-controlOutline)}
.sb-search input{flex:1;min-width:0;height:100%;margin:0;padding:0 4px;font:inherit;color:var(--sb-colorText);background:transparent;border:0;outline:none}
.sb-search input::placeholder{color:var(--sb-colorTextPlaceholder);opacity:1}
.sb-search-clear{display:inline-flex;flex:none;align-items:center;justify-content:center;min-width:24px;min-height:24px;padding:0;font-size:12px;color:var(--sb-colorTextQuaternary);background:none;border:0;border-radius:4px;cursor:pointer}
.sb-search-clear:hover{color:var(--sb-colorTextSecondary)}
.sb-search-clear:focus-visible{outline:2px solid var(--sb-colorPrimary)}
.sb-bar{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin-block-end:16px}
.sb-pick{position:relative;display:inline-flex;align-items:center;box-sizing:border-box;min-width:160px;max-width:320px;height:32px;padding-inline:4px 11px;vertical-align:middle;background:var(--sb-colorBgContainer);border:1px solid var(--sb-colorBorder);border-radius:6px;transition:border-color .2s,box-shadow .2s}
.sb-pick:hover{border-color:var(--sb-colorPrimaryHover)}
.sb-pick:focus-within,.sb-pick[data-open]{border-color:var(--sb-colorPrimary);box-shadow:0 0 0 2px var(--sb-controlOutline)}
.sb-pick-box{display:flex;flex:1;align-items:center;gap:4px;min-width:0;height:100%;margin:0;padding:0;padding-inline:7px 4px;font:inherit;color:inherit;text-align:start;background:none;border:0;outline:none;cursor:pointer}
.sb-pick-placeholder{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;color:var(--sb-colorTextPlaceholder)}
.sb-pick-tag{overflow:hidden;min-width:0;padding-inline:8px 8px;line-height:22px;text-overflow:ellipsis;white-space:nowrap;background:var(--sb-colorFillSecondary);border-radius:4px}
.sb-pick-more{flex:none}
.sb-pick-arrow{flex:none;font-size:12px;color:var(--sb-colorTextQuaternary);pointer-events:none}
.sb-pick-clear{display:inline-flex;flex:none;align-items:center;justify-content:center;min-width:24px;min-height:24px;margin-inline-end:-6px;padding:0;font-size:12px;color:var(--sb-colorTextQuaternary);background:none;border:0;border-radius:4px;cursor:pointer}
.sb-pick-clear:hover{color:var(--sb-colorTextSecondary)}
.sb-pick-clear:focus-visible{outline:2px solid var(--sb-colorPrimary)}
.sb-pick-pop{position:absolute;top:calc(100% + 4px);inset-inline-start:-1px;z-index:1050;box-sizing:border-box;min-width:calc(100% + 2px);width:max-content;max-width:min(320px,calc(100vw - 16px));padding:4px;background:var(--sb-colorBgElevated);border-radius:8px;box-shadow:0 6px 16px 0 rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05)}
.sb-pick-search{box-sizing:border-box;width:100%;height:32px;margin:0 0 4px;padding:0 11px;font:inherit;color:var(--sb-colorText);background:var(--sb-colorBgContainer);border:1px solid var(--sb-colorBorder);border-radius:6px;outline:none}
.sb-pick-search:focus{border-color:var(--sb-colorPrimary);box-shadow:0 0 0 2px var(--sb-controlOutline)}
.sb-pick-search::placeholder{color:var(--sb-colorTextPlaceholder);opacity:1}
.sb-pick-list{max-height:256px;margin:0;padding:0;overflow-y:auto;list-style:none;outline:none}
.sb-pick-list:focus-visible{outline:2px solid var(--sb-colorPrimary)}
.sb-pick-list>[role=option]{display:flex;align-items:center;gap:8px;min-height:32px;padding:5px 12px;border-radius:4px;cursor:pointer}
.sb-pick-list>[data-active]{background:var(--sb-colorFillTertiary)}
.sb-pick-list>[aria-selected=true]{font-weight:600;background:var(--sb-controlItemBgActive)}
.sb-pick-list>[aria-selected=true][data-active]{background:var(--sb-controlItemBgActiveHover)}
.sb-pick-dot{flex:none;width:6px;height:6px;border-radius:50%}
.sb-pick-label{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sb-pick-check{flex:none;width:14px;color:var(--sb-colorPrimary)}
.sb-pick-note{padding:5px 12px;color:var(--sb-colorTextSecondary)}
.sb-pick-native{box-sizing:border-box;min-width:160px;max-width:320px;height:32px;margin:0;padding:0 8px;color:var(--sb-colorText);background:var(--sb-colorBgContainer);border:1px solid var(--sb-colorBorder);border-radius:6px;cursor:pointer}
.sb-pick-native[data-empty]{color:var(--sb-colorTextPlaceholder)}
.sb-pick-native option{color:var(--sb-colorText);background:var(--sb-colorBgElevated)}
.sb-pick-native:hover{border-color:var(--sb-colorPrimaryHover)}
.sb-pick-native:focus-visible{outline:none;border-color:var(--sb-colorPrimary);box-shadow:0 0 0 2px var(--sb-controlOutline)}
.sb-range{display:inline-flex;align-items:center;gap:4px;box-sizing:border-box;height:32px;padding-inline:7px;vertical-align:middle;background:var(--sb-colorBgContainer);border:1px solid var(--sb-colorBorder);border-radius:6px;transition:border-color .2s,box-shadow .2s}
.sb-range:hover{border-color:var(--sb-colorPrimaryHover)}
.sb-range:focus-within{border-color:var(--sb-colorPrimary);box-shadow:0 0 0 2px var(--sb-controlOutline)}
.sb-range input{width:132px;min-width:0;height:100%;margin:0;padding:0 4px;font:inherit;color:var(--sb-colorText);background:transparent;border:0;outline:none;color-scheme:light}
.sb-kit[data-theme="dark"].sb-range input{color-scheme:dark}
.sb-range input[value=""]{color:var(--sb-colorTextPlaceholder)}
.sb-range-to{color:var(--sb-colorTextQuaternary)}
.sb-range-to:dir(rtl){transform:scaleX(-1)}
.sb-segmented{display:inline-flex;gap:2px;box-sizing:border-box;padding:2px;vertical-align:middle;background:var(--sb-colorFillSecondary);border-radius:6px}
.sb-segmented>button{min-height:28px;margin:0;padding:0 11px;font:inherit;color:var(--sb-colorTextSecondary);white-space:nowrap;background:transparent;border:0;border-radius:4px;cursor:pointer;transition:color .2s,background .2s}
.sb-segmented>button:hover{color:var(--sb-colorText);background:var(--sb-colorFillSecondary)}
.sb-segmented>button[aria-checked=true]{color:var(--sb-colorText);background:var(--sb-colorBgElevated);box-shadow:0 1px 2px 0 rgba(0,0,0,.03),0 1px 6px -1px rgba(0,0,0,.02),0 2px 4px 0 rgba(0,0,0,.02)}
.sb-segmented>button:focus-visible{outline:2px solid var(--sb-colorPrimary);outline-offset:-2px}
@media (prefers-reduced-motion:reduce){.sb-skeleton>span{animation:none}.sb-crumbs a,.sb-card,.sb-pick,.sb-range,.sb-segmented>button{transition:none}.sb-spinner{animation-duration:3s}}
`;

/** The kit's plain stylesheet, once per page (React hoists and dedupes it by `href`). */
export function KitStyles() {
  return (
    <style href="sb-kit" precedence="default">
      {KIT_CSS}
    </style>
  );
}

/** Grey bars standing in for content on its way (antd's active skeleton paragraph, drawn plain). */
export function KitSkeleton({ rows = 4, label, testId }: { rows?: number; label?: string; testId?: string }) {
  const mode = useKitTheme();
  return (
    <div className="sb-kit sb-skeleton" data-theme={mode} data-testid={testId} role="status" aria-label={label} aria-busy>
      <KitStyles />
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} />
      ))}
    </div>
  );
}

/** Dims what is on screen while newer content loads (inside a positioned `sb-kit` box), and says so. */
export function KitBusy() {
  const { t } = useTranslation('common');
  return (
    <div className="sb-busy">
      <span className="sb-spinner" role="status" aria-label={t('app.loading')} />
    </div>
  );
}

/** The theme a plain kit part writes in its `data-theme`. */
export const useKitTheme = (): ThemeMode => useThemeMode((state) => state.theme);
