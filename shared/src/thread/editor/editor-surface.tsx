import { useId, useMemo } from 'react';
import { theme, Typography } from 'antd';
import { EditorContent, useEditorState, type Editor } from '@tiptap/react';

/** The reply editor is 100 px high at least and scrolls past 250 px, or 400 px when expanded. */
export const EDITOR_MIN_HEIGHT = 100;
export const EDITOR_MAX_HEIGHT = 250;
export const EDITOR_EXPANDED_MAX_HEIGHT = 400;

type Tokens = ReturnType<typeof theme.useToken>['token'];

/** Styles of the rich text inside the editable area (no inline style reaches those elements). */
function contentCss(scope: string, token: Tokens): string {
  const root = `.${scope} .ProseMirror`;
  return `
${root} { min-height: ${EDITOR_MIN_HEIGHT}px; box-sizing: border-box; padding: ${token.paddingXS}px ${token.paddingSM}px; outline: none; color: ${token.colorText}; font-size: ${token.fontSize}px; line-height: ${token.lineHeight}; overflow-wrap: anywhere; white-space: pre-wrap; }
${root} p { margin: 0 0 ${token.marginXS}px; }
${root} > :last-child { margin-bottom: 0; }
${root} h2, ${root} h3 { margin: ${token.marginXS}px 0; color: ${token.colorTextHeading}; }
${root} ul, ${root} ol { margin: 0 0 ${token.marginXS}px; padding-inline-start: ${token.paddingLG}px; }
${root} blockquote { margin: 0 0 ${token.marginXS}px; padding-inline-start: ${token.paddingSM}px; border-inline-start: 3px solid ${token.colorBorder}; color: ${token.colorTextSecondary}; }
${root} a { color: ${token.colorLink}; text-decoration: underline; }
${root} code { background: ${token.colorFillTertiary}; border-radius: ${token.borderRadiusSM}px; padding: 0 4px; font-family: ${token.fontFamilyCode}; }
${root} pre { background: ${token.colorFillTertiary}; border-radius: ${token.borderRadius}px; padding: ${token.paddingXS}px; overflow-x: auto; }
${root} img { display: block; max-width: 100%; height: auto; border-radius: ${token.borderRadiusSM}px; }
${root} img.ProseMirror-selectednode { outline: 2px solid ${token.colorPrimary}; }
${root} hr { border: none; border-top: 1px solid ${token.colorSplit}; }
`;
}

interface EditorSurfaceProps {
  editor: Editor;
  expanded: boolean;
  placeholder: string;
  onFocusChange: (focused: boolean) => void;
}

/** The scrolling, editable area with its placeholder. */
export function EditorSurface({ editor, expanded, placeholder, onFocusChange }: EditorSurfaceProps) {
  const { token } = theme.useToken();
  const scope = `reply-editor-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const isEmpty = useEditorState({ editor, selector: ({ editor: current }) => current.isEmpty });
  // Rebuilt when the theme changes (light/dark), so the text stays readable.
  const css = useMemo(() => contentCss(scope, token), [scope, token]);

  return (
    // A click below the last line only moves the caret there: keyboard users reach the editable text itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={scope}
      style={{
        position: 'relative',
        minHeight: EDITOR_MIN_HEIGHT,
        maxHeight: expanded ? EDITOR_EXPANDED_MAX_HEIGHT : EDITOR_MAX_HEIGHT,
        overflowY: 'auto',
        cursor: 'text',
      }}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
      onClick={(event) => {
        // A click below the last line still puts the cursor in the text.
        if (event.target === event.currentTarget) editor.commands.focus('end');
      }}
    >
      <style>{css}</style>
      {isEmpty && (
        <Typography.Text
          aria-hidden
          style={{ position: 'absolute', top: token.paddingXS, insetInlineStart: token.paddingSM, color: token.colorTextPlaceholder, pointerEvents: 'none' }}
        >
          {placeholder}
        </Typography.Text>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
