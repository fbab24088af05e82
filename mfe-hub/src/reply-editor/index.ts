export { ReplyEditor, type ReplyEditorProps } from './reply-editor';
