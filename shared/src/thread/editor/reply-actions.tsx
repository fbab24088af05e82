import { useContext } from 'react';
import { PaperClipOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Flex, theme, Typography } from 'antd';
import { Upload } from '@switchboard/shared/antd-details';
import { ALLOWED_UPLOAD_TYPES } from '@switchboard/shared/contracts';
import { formatFileSize } from '@switchboard/shared/format';
import { ATTACHMENT_MAX_BYTES } from '../attachment-rules.js';
import { sendShortcutKeys } from './read-data-url.js';
import { useThreadTranslation } from '../use-thread-translation.js';

interface ReplyActionsProps {
  /** The action running, if any: its button spins, the others wait. */
  working: 'save' | 'send' | null;
  /** Working, or an attachment still uploading. */
  blocked: boolean;
  onAttach: (file: File) => void;
  onCancel?: () => void;
  onSave: () => void;
  onSend: () => void;
}

/** Attach files on the leading side; Cancel, Save draft and Send on the trailing side. */
export function ReplyActions({ working, blocked, onAttach, onCancel, onSave, onSend }: ReplyActionsProps) {
  const { t } = useThreadTranslation();
  const { token } = theme.useToken();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const busy = working !== null;
  const secondary = { fontSize: token.fontSizeSM };

  return (
    <Flex justify="space-between" align="center" gap={token.marginSM} wrap>
      <Flex align="center" gap={token.marginXS} wrap>
        <Upload
          multiple
          accept={ALLOWED_UPLOAD_TYPES.join(',')}
          showUploadList={false}
          // The button inside is the control: no second tab stop or nested button around it.
          hasControlInside
          disabled={busy}
          customRequest={({ file }) => onAttach(file as File)}
        >
          <Button icon={<PaperClipOutlined />} disabled={busy} data-testid="reply-attach">
            {t('editor.attach')}
          </Button>
        </Upload>
        <Typography.Text type="secondary" style={secondary}>
          {t('editor.attachHint', { size: formatFileSize(ATTACHMENT_MAX_BYTES) })}
        </Typography.Text>
      </Flex>
      <Flex align="center" gap={token.marginXS} wrap>
        <Typography.Text type="secondary" style={secondary}>
          {t('editor.sendShortcut', { keys: sendShortcutKeys(typeof navigator === 'undefined' ? '' : navigator.platform) })}
        </Typography.Text>
        {onCancel && (
          <Button onClick={onCancel} disabled={busy} data-testid="reply-cancel">
            {t('editor.cancel')}
          </Button>
        )}
        <Button
          icon={<SaveOutlined />}
          loading={working === 'save'}
          disabled={blocked && working !== 'save'}
          onClick={onSave}
          data-testid="reply-save-draft"
        >
          {t('editor.saveDraft')}
        </Button>
        <Button
          type="primary"
          icon={<SendOutlined style={rtl ? { transform: 'scaleX(-1)' } : undefined} />}
          loading={working === 'send'}
          disabled={blocked && working !== 'send'}
          onClick={onSend}
          data-testid="reply-send"
        >
          {t('editor.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
