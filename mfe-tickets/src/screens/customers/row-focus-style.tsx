import { theme } from 'antd';

/** Class of table rows that open something with Enter. */
export const FOCUSABLE_ROW_CLASS = 'sb-customer-row';

/** Focusable rows show where the focus is, in the theme's colour (light and dark). */
export function RowFocusStyle() {
  const { token } = theme.useToken();
  return (
    <style>{`.${FOCUSABLE_ROW_CLASS}:focus-visible > td { box-shadow: inset 0 2px 0 ${token.colorPrimary}, inset 0 -2px 0 ${token.colorPrimary}; outline: none; }`}</style>
  );
}
