import { useEffect, useState } from 'react';
import { Button, Flex, Result } from 'antd';
import { Drawer, Spin } from '@switchboard/shared/antd-signed-in';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { directionOf } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { useViewport } from '../common/use-viewport';
import { helpPageFor, helpPageUrl } from './help-pages';

/** A help page that has not loaded by then is treated as failed (the frame shows the error state). */
export const HELP_LOAD_TIMEOUT_MS = 15000;

/**
 * Asks the help server whether the page exists before (and while) the frame loads: a frame's
 * `error` event does not fire for HTTP errors. A cross-origin help site without CORS answers
 * opaquely, which still proves the server is up.
 */
async function helpPageReachable(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    try {
      await fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' });
      return true;
    } catch {
      return false;
    }
  }
}

type FrameState = 'loading' | 'loaded' | 'failed';

export interface DocsDrawerProps {
  open: boolean;
  onClose: () => void;
  docsBaseUrl: string;
}

/** The right-hand documentation drawer: the help page of the current screen in a frame. */
export function DocsDrawer({ open, onClose, docsBaseUrl }: DocsDrawerProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const lang = useSession((state) => state.lang);
  const page = helpPageFor(pathname);
  const url = helpPageUrl(docsBaseUrl, pathname);
  const [frame, setFrame] = useState<FrameState>('loading');
  const viewport = useViewport();

  useEffect(() => {
    if (!open) return;
    let current = true;
    setFrame('loading');
    const timer = window.setTimeout(() => current && setFrame((s) => (s === 'loading' ? 'failed' : s)), HELP_LOAD_TIMEOUT_MS);
    helpPageReachable(url).then((ok) => {
      if (current && !ok) setFrame('failed');
    });
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [open, url]);

  const title = page === 'root' ? t('docs.title') : t(`docPages.${page}`);
  // The drawer sits on the trailing side: right in left-to-right languages, left in Arabic.
  const placement = directionOf(lang) === 'rtl' ? 'left' : 'right';

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={placement}
      size={viewport === 'mobile' ? '100%' : 480}
      title={title}
      destroyOnHidden
      closable={{ 'aria-label': t('docs.close') }}
      data-testid="docs-drawer"
      rootClassName="shell-docs-drawer"
      styles={{ body: { padding: 0, position: 'relative', display: 'flex', flexDirection: 'column' } }}
      extra={
        <Button
          type="text"
          icon={<ExportOutlined />}
          href={url}
          target="_blank"
          rel="noreferrer"
          aria-label={t('docs.openInNewTab')}
          title={t('docs.openInNewTab')}
        />
      }
    >
      {frame === 'failed' ? (
        <Result
          status="warning"
          title={t('docs.errorTitle')}
          subTitle={t('docs.errorDetail')}
          data-testid="docs-error"
          extra={
            <Button type="primary" onClick={onClose} data-testid="docs-error-close">
              {t('docs.close')}
            </Button>
          }
        />
      ) : (
        <>
          {frame === 'loading' ? (
            <Flex justify="center" align="center" style={{ position: 'absolute', inset: 0 }} data-testid="docs-loading">
              <Spin size="large" aria-label={t('docs.loading')} />
            </Flex>
          ) : null}
          <iframe
            key={url}
            src={url}
            title={title}
            data-testid="docs-frame"
            onLoad={() => setFrame((s) => (s === 'loading' ? 'loaded' : s))}
            onError={() => setFrame('failed')}
            style={{ border: 0, flex: 1, width: '100%', minHeight: '100%', visibility: frame === 'loaded' ? 'visible' : 'hidden' }}
          />
        </>
      )}
    </Drawer>
  );
}
