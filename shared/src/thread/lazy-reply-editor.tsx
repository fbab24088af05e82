import { lazy, Suspense } from 'react';
import { Skeleton } from '@switchboard/shared/antd-signed-in';
import type { ReplyEditorProps } from './editor/reply-editor.js';

/** Fetches the editor chunk (tiptap and ProseMirror); a host may call it early to warm the cache. */
export const loadReplyEditor = () => import('./editor/reply-editor.js');

const LazyRichReplyEditor = lazy(loadReplyEditor);

/**
 * The shared rich reply editor, fetched the first time one is shown: tiptap is the heaviest code of
 * a ticket screen and most visits only read the thread.
 */
export function ReplyEditor(props: ReplyEditorProps) {
  return (
    <Suspense
      fallback={
        <div data-testid="reply-editor-loading" aria-busy>
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      }
    >
      <LazyRichReplyEditor {...props} />
    </Suspense>
  );
}
