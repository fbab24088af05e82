import { Fragment, useContext, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import Icon, {
  BoldOutlined,
  ColumnHeightOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  VerticalAlignMiddleOutlined,
} from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Tooltip } from 'antd';
import { Divider } from '@switchboard/shared/antd-signed-in';
import { useEditorState, type Editor } from '@tiptap/react';
import { useThreadTranslation } from '../use-thread-translation.js';
import { LinkPopover } from './link-popover.js';

/** A quotation mark glyph: @ant-design/icons has no blockquote icon. Decorative: the button carries the name. */
function QuoteGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d="M4 11.5C4 8 6.2 5.6 9.3 5l.6 1.6C8 7.3 7 8.7 6.9 10H10v8H4v-6.5Zm10 0C14 8 16.2 5.6 19.3 5l.6 1.6C18 7.3 17 8.7 16.9 10H20v8h-6v-6.5Z" />
    </svg>
  );
}

interface ToolButtonProps extends Omit<ComponentProps<typeof Button>, 'icon' | 'type' | 'color' | 'variant'> {
  label: string;
  icon: ReactNode;
  active?: boolean;
}

/**
 * An icon button of the toolbar: tooltip and accessible name from `label`, pressed state when active.
 * Other props (and the ref) reach the button, so a Popover can open from it.
 */
function ToolButton({ label, icon, active = false, disabled = false, ...rest }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        {...rest}
        size="small"
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
      />
    </Tooltip>
  );
}

type Chain = ReturnType<Editor['chain']>;
type Toggle = { name: 'bold' | 'italic' | 'strike' | 'bulletList' | 'orderedList' | 'blockquote'; icon: (mirrored?: CSSProperties) => ReactNode; run: (chain: Chain) => Chain };

/** The formats a button turns on and off, in their groups: marks, then blocks (their icons mirror in right-to-left). */
const TOGGLE_GROUPS: readonly (readonly Toggle[])[] = [
  [
    { name: 'bold', icon: () => <BoldOutlined />, run: (chain) => chain.toggleBold() },
    { name: 'italic', icon: () => <ItalicOutlined />, run: (chain) => chain.toggleItalic() },
    { name: 'strike', icon: () => <StrikethroughOutlined />, run: (chain) => chain.toggleStrike() },
  ],
  [
    { name: 'bulletList', icon: (mirrored) => <UnorderedListOutlined style={mirrored} />, run: (chain) => chain.toggleBulletList() },
    { name: 'orderedList', icon: (mirrored) => <OrderedListOutlined style={mirrored} />, run: (chain) => chain.toggleOrderedList() },
    { name: 'blockquote', icon: (mirrored) => <Icon component={QuoteGlyph} style={mirrored} aria-hidden />, run: (chain) => chain.toggleBlockquote() },
  ],
];

interface EditorToolbarProps {
  editor: Editor;
  disabled: boolean;
  expanded: boolean;
  onToggleExpanded: () => void;
}

/** Formatting, link, undo/redo and the height toggle above the text (direction-aware icons). */
export function EditorToolbar({ editor, disabled, expanded, onToggleExpanded }: EditorToolbarProps) {
  const { t } = useThreadTranslation();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const mirrored = rtl ? { transform: 'scaleX(-1)' } : undefined;
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      href: current.getAttributes('link').href as string | undefined,
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <Flex role="toolbar" aria-label={t('editor.toolbarLabel')} wrap align="center" gap={2}>
      {TOGGLE_GROUPS.map((group, index) => (
        <Fragment key={group[0]!.name}>
          {index > 0 ? <Divider orientation="vertical" /> : null}
          {group.map((tool) => (
            <ToolButton
              key={tool.name}
              label={t(`editor.${tool.name}`)}
              icon={tool.icon(mirrored)}
              active={state[tool.name]}
              disabled={disabled}
              onClick={() => tool.run(chain()).run()}
            />
          ))}
        </Fragment>
      ))}
      {disabled ? (
        <ToolButton label={t('editor.link')} icon={<LinkOutlined />} active={state.link} disabled />
      ) : (
        <LinkPopover editor={editor} currentHref={state.link ? state.href : undefined}>
          <ToolButton label={t('editor.link')} icon={<LinkOutlined />} active={state.link} />
        </LinkPopover>
      )}
      <Divider orientation="vertical" />
      {/* Undo points back along the reading direction: the arrows swap in right-to-left. */}
      <ToolButton label={t('editor.undo')} icon={rtl ? <RedoOutlined /> : <UndoOutlined />} disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton label={t('editor.redo')} icon={rtl ? <UndoOutlined /> : <RedoOutlined />} disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()} />
      <span style={{ marginInlineStart: 'auto' }}>
        <ToolButton
          label={expanded ? t('editor.collapse') : t('editor.expand')}
          icon={expanded ? <VerticalAlignMiddleOutlined /> : <ColumnHeightOutlined />}
          active={expanded}
          onClick={onToggleExpanded}
        />
      </span>
    </Flex>
  );
}
