import { useId, useState, type ReactNode } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { Popover } from '@switchboard/shared/antd-signed-in';
import type { Editor } from '@tiptap/react';
import { normalizeLinkUrl } from '../link-url.js';
import { useThreadTranslation } from '../use-thread-translation.js';

interface LinkPopoverProps {
  editor: Editor;
  /** The link under the cursor, when there is one. */
  currentHref?: string;
  children: ReactNode;
}

/** Asks for the address of a link (checked before it is applied); removes it when one is there. */
export function LinkPopover({ editor, currentHref, children }: LinkPopoverProps) {
  const { t } = useThreadTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const labelId = useId();

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setValue(currentHref ?? '');
      setInvalid(false);
    } else {
      editor.commands.focus();
    }
  };

  const apply = () => {
    const href = normalizeLinkUrl(value);
    if (!href) {
      setInvalid(true);
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      editor.chain().focus().insertContent({ type: 'text', text: value.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setOpen(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  const content = (
    <Flex vertical gap={8} style={{ width: 280, maxWidth: '80vw' }}>
      <Typography.Text strong id={labelId}>
        {t('editor.linkAddress')}
      </Typography.Text>
      <Input
        autoFocus
        aria-labelledby={labelId}
        aria-invalid={invalid}
        status={invalid ? 'error' : undefined}
        placeholder={t('editor.linkPlaceholder')}
        value={value}
        inputMode="url"
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
        onPressEnter={(event) => {
          event.preventDefault();
          apply();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') openChange(false);
        }}
      />
      {invalid && (
        <Typography.Text type="danger" role="alert">
          {t('editor.linkInvalid')}
        </Typography.Text>
      )}
      <Flex gap={8} justify="flex-end">
        {currentHref && <Button onClick={remove}>{t('editor.linkRemove')}</Button>}
        <Button type="primary" onClick={apply}>
          {t('editor.linkApply')}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover open={open} onOpenChange={openChange} trigger="click" placement="bottomLeft" content={content} destroyOnHidden>
      {children}
    </Popover>
  );
}
