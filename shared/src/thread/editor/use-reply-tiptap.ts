import { useRef } from 'react';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';

export interface ReplyTiptapHandlers {
  /** Accessible name of the editable area (changes with the language). */
  label: string;
  /** Test id of the editable element. */
  testId: string;
  /** Ctrl/Cmd+Enter. */
  onSendShortcut: () => void;
  /** Files pasted or dropped into the text; `position` is the drop point, else the cursor. */
  onFiles: (files: File[], position: number | undefined) => void;
}

/** Ctrl+Enter, or Cmd+Enter on a Mac. */
export function isSendShortcut(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/**
 * The tiptap editor of a reply: StarterKit (links open nothing while editing), images that may be
 * base64 (pasted screenshots show at once; they are uploaded on save), Ctrl/Cmd+Enter to send.
 * Handlers live in a ref so the editor is created once.
 */
export function useReplyTiptap(handlers: ReplyTiptapHandlers): Editor {
  const current = useRef(handlers);
  current.current = handlers;

  return useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
      Image.configure({ allowBase64: true }),
    ],
    editorProps: {
      attributes: () => ({
        'data-testid': current.current.testId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': current.current.label,
      }),
      // Runs before the keymaps, so HardBreak's Mod-Enter does not also insert a line break.
      handleKeyDown: (_view, event) => {
        if (!isSendShortcut(event)) return false;
        current.current.onSendShortcut();
        return true;
      },
      handlePaste: (_view, event) => {
        const data = event.clipboardData;
        const files = Array.from(data?.files ?? []);
        // Copied documents bring their formatted text plus a picture of it: keep the text then.
        if (files.length === 0 || data?.getData('text/html')) return false;
        current.current.onFiles(files, undefined);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (moved || files.length === 0) return false;
        event.preventDefault();
        current.current.onFiles(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
        return true;
      },
    },
  });
}

