import { theme as antdTheme } from 'antd';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import labPlugin from 'colord/plugins/lab';
import mixPlugin from 'colord/plugins/mix';
import { MIN_TEXT_CONTRAST, themeConfig } from './theme-tokens.js';
import { colorTagColors } from './tag-colors.js';
import { SIGNED_OUT_TOKENS } from './signed-out-look.js';

extend([a11yPlugin, labPlugin, mixPlugin]);

/** A colour with alpha as it shows over `background`. */
function flatten(color: string, background: string): string {
  const parsed = colord(color);
  const alpha = parsed.alpha();
  return alpha >= 1 ? parsed.toHex() : colord(background).mix(parsed.alpha(1), alpha).toHex();
}

const contrast = (text: string, background: string) => colord(flatten(text, background)).contrast(background);

const PRESETS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'];

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const token = antdTheme.getDesignToken(themeConfig(mode)) as unknown as Record<string, string>;
  const backgrounds = { container: token.colorBgContainer!, layout: token.colorBgLayout!, elevated: token.colorBgElevated! };

  it.each(['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder', 'colorLink', 'colorPrimaryText', 'colorErrorText', 'colorSuccessText', 'colorWarningText'])(
    '%s reads on the page, the layout and popups',
    (name) => {
      for (const background of Object.values(backgrounds)) expect(contrast(token[name]!, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('writes white readably on the primary fill (buttons, selected items)', () => {
    expect(contrast(token.colorTextLightSolid!, token.colorPrimary!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrast(token.colorTextLightSolid!, token.colorPrimaryHover!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each(['Success', 'Info', 'Error', 'Warning'])('status tags (%s) read on their tinted background', (status) => {
    expect(contrast(token[`color${status}`]!, token[`color${status}Bg`]!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each(PRESETS)('preset %s tags (priorities) read on their tinted background', (preset) => {
    expect(contrast(token[`${preset}7`]!, token[`${preset}1`]!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrast(token[`${preset}-7`]!, token[`${preset}1`]!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('colorTagColors', () => {
  // A spread of what an administrator might pick: greys, pure and mid hues, near-white, near-black.
  const picks: string[] = ['#000000', '#ffffff', '#808080', '#777777', '#ff00ff', '#00ff00', '#ffff00', '#00ffff', '#2f9e44', '#1677ff', '#fa8c16', '#e7f0fe', '#141414', '#52c41a', '#ff4d4f'];
  for (let hue = 0; hue < 360; hue += 15) for (const lightness of [25, 45, 55, 65, 85]) picks.push(colord({ h: hue, s: 80, l: lightness }).toHex());

  it.each(picks)('keeps a tag of %s readable (4.5:1) on the page in either theme', (color) => {
    const colors = colorTagColors(color)!;
    expect(colord(colors.color).contrast(colors.backgroundColor)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(colors.borderColor).toBe(colors.backgroundColor);
  });

  it('keeps a readable colour as it is', () => {
    expect(colorTagColors('#1f1f1f')).toEqual({ backgroundColor: '#1f1f1f', color: '#ffffff', borderColor: '#1f1f1f' });
    expect(colorTagColors('#ffd666')?.backgroundColor).toBe('#ffd666');
  });

  it('shifts a mid tone only as far as it must, keeping its hue', () => {
    // #1c7ed6 reaches only 4.19:1 with white, #ff0000 4.12:1 with near-black.
    const blue = colorTagColors('#1c7ed6')!;
    expect(blue.color).toBe('#ffffff');
    expect(colord(blue.backgroundColor).brightness()).toBeLessThan(colord('#1c7ed6').brightness());
    expect(Math.abs(colord(blue.backgroundColor).hue() - colord('#1c7ed6').hue())).toBeLessThan(5);
    expect(colord(blue.backgroundColor).delta('#1c7ed6')).toBeLessThan(0.1);
    const red = colorTagColors('#ff0000')!;
    expect(red.color).toBe('#1f1f1f');
    expect(colord(red.backgroundColor).brightness()).toBeGreaterThan(colord('#ff0000').brightness());
  });

  it('gives nothing for a colour it cannot read', () => {
    expect(colorTagColors('')).toBeNull();
    expect(colorTagColors('not a colour')).toBeNull();
  });
});

describe('the signed-out look (drawn without antd)', () => {
  test.each(['light', 'dark'] as const)('uses the kit’s own %s tokens, so the sign-in looks like the screens after it', (mode) => {
    const tokens = antdTheme.getDesignToken(themeConfig(mode)) as unknown as Record<string, unknown>;
    const expected = Object.fromEntries(Object.keys(SIGNED_OUT_TOKENS[mode]).map((name) => [name, tokens[name]]));
    expect(SIGNED_OUT_TOKENS[mode]).toEqual(expected);
  });

  test.each(['light', 'dark'] as const)('%s: text, labels, links, errors and the button read at 4.5:1', (mode) => {
    const c = SIGNED_OUT_TOKENS[mode];
    for (const [text, background] of [
      [c.colorText, c.colorBgContainer],
      [c.colorTextSecondary, c.colorBgContainer],
      [c.colorTextPlaceholder, c.colorBgContainer],
      [c.colorLink, c.colorBgContainer],
      [c.colorText, c.colorErrorBg],
      [c.colorText, c.colorBgLayout],
      [c.colorPrimaryText, c.colorPrimaryBg],
      [c.colorTextLightSolid, c.colorPrimary],
    ]) {
      expect(contrast(text!, background!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
