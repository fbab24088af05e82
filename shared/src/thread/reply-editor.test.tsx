import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Activity, useState, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import type { MessageAttachment } from '@switchboard/shared/contracts';
import { initI18n, setLanguage } from '@switchboard/shared/i18n';
import { AppProviders } from '@switchboard/shared/ui';
import { ReplyEditor, type ReplyEditorProps, type ReplySubmitResult } from './index';

// ProseMirror measures the layout, which jsdom does not have.
beforeAll(async () => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  Range.prototype.getBoundingClientRect = () => rect;
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
  await initI18n();
});
beforeEach(() => setLanguage('en-us'));

const INVOICE: MessageAttachment = { fileName: 'invoice.pdf', fileType: 'application/pdf', fileUrl: 'https://files.test/1/content', fileSize: 2048 };

async function renderEditor(props: Partial<ReplyEditorProps> = {}) {
  const onSubmit = jest.fn<Promise<ReplySubmitResult>, Parameters<ReplyEditorProps['onSubmit']>>(async () => ({ status: 'done' }));
  const onDone = jest.fn();
  const upload = jest.fn(async (file: Blob, fileName: string): Promise<MessageAttachment> => ({
    fileName,
    fileType: file.type,
    fileUrl: `https://files.test/${fileName}`,
    fileSize: file.size,
  }));
  render(
    <AppProviders>
      <ReplyEditor label="Reply" upload={upload} onSubmit={onSubmit} onDone={onDone} {...props} />
    </AppProviders>,
  );
  // The editor is its own chunk: a placeholder shows until it arrives.
  const content = await screen.findByTestId(props.contentTestId ?? 'reply-editor-content');
  return { content, onSubmit: (props.onSubmit as jest.Mock | undefined) ?? onSubmit, onDone, upload };
}

it('formats with the toolbar and sends the HTML with Ctrl+Enter, then clears', async () => {
  const { content, onSubmit, onDone } = await renderEditor();
  await userEvent.click(content);
  await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
  // The toolbar hands the focus back to the text in the next frame: typing before would go to the button.
  await waitFor(() => expect(content).toHaveFocus());
  await userEvent.keyboard('Urgent');
  expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.keyboard('{Control>}{Enter}{/Control}');

  await waitFor(() => expect(onDone).toHaveBeenCalledWith('send'));
  expect(onSubmit).toHaveBeenCalledWith('send', { html: '<p><strong>Urgent</strong></p>', attachments: [] }, undefined);
  await waitFor(() => expect(content).not.toHaveTextContent('Urgent'));
});

it('refuses blank text with a warning and calls nothing', async () => {
  const { onSubmit } = await renderEditor();
  await userEvent.click(screen.getByTestId('reply-save-draft'));
  expect(await screen.findByText('Empty draft')).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('reply-send'));
  expect(await screen.findByText('Empty message')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('opens a draft, keeps the text when the host reports a failure and hands over what the server now holds', async () => {
  const results: ReplySubmitResult[] = [{ status: 'kept', html: '<p>Still broken, see <img src="https://files.test/shot.png"></p>', stored: true }, { status: 'done' }];
  const onSubmit = jest.fn(async () => results.shift()!);
  const { content } = await renderEditor({ initial: { html: '<p>Still broken</p>', attachments: [INVOICE] }, loadKey: 'd1', onSubmit });

  expect(content).toHaveTextContent('Still broken');
  expect(within(screen.getByTestId('reply-attachment')).getByText('2 KB')).toBeInTheDocument();
  // Opening a draft is not an edit Undo could take back.
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

  await userEvent.click(screen.getByTestId('reply-send'));
  await waitFor(() => expect(content.querySelector('img')).toHaveAttribute('src', 'https://files.test/shot.png'));
  expect(onSubmit).toHaveBeenLastCalledWith('send', { html: '<p>Still broken</p>', attachments: [INVOICE] }, { html: '<p>Still broken</p>', attachments: [INVOICE] });

  await userEvent.click(screen.getByTestId('reply-send'));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  // The second attempt starts from what the first one stored, so the host sends that draft as it is.
  const [, retried, loaded] = onSubmit.mock.calls[1] as unknown as Parameters<ReplyEditorProps['onSubmit']>;
  expect(retried.html).toContain('src="https://files.test/shot.png"');
  expect(loaded).toEqual(retried);
});

it('uploads picked files through the host, refuses oversized ones and sends them with the text', async () => {
  const { content, onSubmit, upload } = await renderEditor();
  const tooLarge = new File(['x'], 'huge.zip', { type: 'application/zip' });
  Object.defineProperty(tooLarge, 'size', { value: 11 * 1024 * 1024 });
  const input = screen.getByTestId('reply-editor').querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, [tooLarge, new File(['hello world'], 'notes.txt', { type: 'text/plain' })]);

  expect(await screen.findByText('huge.zip is larger than 10 MB.')).toBeInTheDocument();
  expect(await within(await screen.findByTestId('reply-attachment')).findByText('11 Bytes')).toBeInTheDocument();
  expect(upload).toHaveBeenCalledTimes(1);

  await userEvent.click(content);
  await userEvent.keyboard('See the file');
  await userEvent.click(screen.getByTestId('reply-save-draft'));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0]![1].attachments).toEqual([{ fileName: 'notes.txt', fileType: 'text/plain', fileUrl: 'https://files.test/notes.txt', fileSize: 11 }]);
});

it('shows a pasted screenshot at once as base64, for the host to upload on save', async () => {
  const { content, onSubmit } = await renderEditor({ contentTestId: 'reply-body' });
  await userEvent.click(content);
  await userEvent.keyboard('Error shown:');
  fireEvent.paste(content, { clipboardData: { files: [new File(['hello'], 'image.png', { type: 'image/png' })], types: ['Files'], getData: () => '' } });
  await waitFor(() => expect(content.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,aGVsbG8='));

  await userEvent.click(screen.getByTestId('reply-save-draft'));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0]![1].html).toContain('src="data:image/png;base64,aGVsbG8="');
});

it('links the selected text through the link prompt, refusing an address that is not one', async () => {
  const { content } = await renderEditor();
  await userEvent.click(content);
  await userEvent.keyboard('our site');
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.click(screen.getByRole('button', { name: 'Link' }));
  const address = await screen.findByRole('textbox', { name: 'Link address' });
  await userEvent.type(address, 'not a link{Enter}');
  expect(await screen.findByText('Enter a web address (https://…) or an email address.')).toBeInTheDocument();
  await userEvent.clear(address);
  await userEvent.type(address, 'example.com{Enter}');
  await waitFor(() => expect(within(content).getByText('our site').closest('a')).toHaveAttribute('href', 'https://example.com'));
});

it('asks before Cancel throws away unsaved text', async () => {
  const onCancel = jest.fn();
  const { content } = await renderEditor({ onCancel });
  await userEvent.click(screen.getByTestId('reply-cancel'));
  expect(onCancel).toHaveBeenCalledTimes(1);

  await userEvent.click(content);
  await userEvent.keyboard('Half a thought');
  await userEvent.click(screen.getByTestId('reply-cancel'));
  expect(await screen.findByRole('dialog')).toHaveTextContent('Discard this reply?');
  await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(content).toHaveTextContent('Half a thought');
});

it('survives being hidden and shown again (a tab kept alive with Activity), and still sends', async () => {
  // While hidden React disconnects the editor's effects (tiptap destroys its instance) and re-runs
  // them when shown again, with the editor of the last render.
  let setMode: (mode: 'visible' | 'hidden') => void = () => {};
  function Host({ children }: { children: ReactNode }) {
    const [mode, set] = useState<'visible' | 'hidden'>('visible');
    setMode = set;
    return <Activity mode={mode}>{children}</Activity>;
  }
  const onSubmit = jest.fn(async () => ({ status: 'done' as const }));
  const onDone = jest.fn();
  render(
    <AppProviders>
      <Host>
        <ReplyEditor label="Reply" upload={jest.fn()} onSubmit={onSubmit} onDone={onDone} />
      </Host>
    </AppProviders>,
  );
  await screen.findByTestId('reply-editor-content');
  act(() => setMode('hidden'));
  // Long enough for tiptap's deferred destroy of an unmounted editor to run.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  act(() => setMode('visible'));

  const content = await screen.findByTestId('reply-editor-content');
  await userEvent.click(content);
  await userEvent.keyboard('Still here');
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() => expect(onDone).toHaveBeenCalledWith('send'));
  expect(onSubmit).toHaveBeenCalledWith('send', { html: '<p>Still here</p>', attachments: [] }, undefined);
});
