import { useId, useState, type ReactNode } from 'react';
import { Button, Flex, Input, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/react';
import { HUB_NAMESPACE } from '../i18n/resources';
import { normalizeLinkUrl } from './link-url';

interface LinkPopoverProps {
  editor: Editor;
  /** The link under the cursor, when there is one. */
  currentHref?: string;
  children: ReactNode;
}

/** Asks for the address of a link (checked before it is applied); removes it when one is there. */
export function LinkPopover({ editor, currentHref, children }: LinkPopoverProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
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
        {t('reply.linkAddress')}
      </Typography.Text>
      <Input
        autoFocus
        aria-labelledby={labelId}
        aria-invalid={invalid}
        status={invalid ? 'error' : undefined}
        placeholder={t('reply.linkPlaceholder')}
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
          {t('reply.linkInvalid')}
        </Typography.Text>
      )}
      <Flex gap={8} justify="flex-end">
        {currentHref && <Button onClick={remove}>{t('reply.linkRemove')}</Button>}
        <Button type="primary" onClick={apply}>
          {t('reply.linkApply')}
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
