import { useState, type ReactNode } from 'react';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { App, Button, Flex, Result, type FormInstance } from 'antd';
import { Skeleton } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf } from './api-error.js';
import { useLeaveGuard, type LeaveTexts } from './leave-guard.js';
import { PageHeader, type BreadcrumbEntry } from './page-header.js';
import { useEntity, type EntityState } from './use-entity.js';
import { useFeedback } from './use-feedback.js';

const NEW_RECORD = () => Promise.resolve(null);

/**
 * Loads the record of a details screen: by id, or nothing to load for "new" (no id): then the state
 * is ready with `null`.
 */
export function useDetailsRecord<T>(id: string | undefined, load?: (id: string) => Promise<T>) {
  const record = useEntity<T | null>(id ?? '', id && load ? load : NEW_RECORD);
  // "New" is ready at once: the form is there on the first render.
  const state: EntityState<T | null> = !id && record.state.status === 'loading' ? { status: 'ready', value: null } : record.state;
  return { ...record, state };
}

export interface SaveMessages<T> {
  /**
   * Toast after a save (it may name the saved record). Left out when the screen confirms the save
   * itself (a dialog that opens with the answer): one message per action.
   */
  saved?: string | ((saved: T) => string);
  /** Toast title when the save fails and the error has no translated code. */
  failed: string;
}

/**
 * Sends a form and reports it: field errors from the API's validation `details` land on the form's
 * fields (`fieldErrors` may map them itself and return true when any landed), the toast says what
 * happened, every input stays as typed on failure. `optimistic` shows the new state at once and is
 * undone when the call fails.
 */
export function useSave() {
  const feedback = useFeedback();
  const [saving, setSaving] = useState(false);
  const run = async <T,>(options: {
    form?: FormInstance;
    send: () => Promise<T>;
    messages: SaveMessages<T>;
    /** Field names the form shows; other issues stay in the toast. */
    fields?: readonly string[];
    fieldErrors?: (error: unknown) => boolean;
    optimistic?: { apply: () => void; undo: () => void };
  }): Promise<T | undefined> => {
    setSaving(true);
    options.optimistic?.apply();
    try {
      const saved = await options.send();
      const { saved: text } = options.messages;
      if (text !== undefined) feedback.success(typeof text === 'function' ? text(saved) : text);
      return saved;
    } catch (error) {
      options.optimistic?.undo();
      if (options.fieldErrors) options.fieldErrors(error);
      else if (options.form) options.form.setFields(fieldErrorsOf(error, options.fields));
      feedback.failed(error, options.messages.failed);
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}

export interface DeleteAction {
  label: string;
  confirmTitle: string;
  confirmContent?: ReactNode;
  /** Deletes; once it succeeds, `deleted` is toasted and the screen goes back to the list. */
  run: () => Promise<unknown>;
  deleted: string;
  /** The toast's title when the delete fails. */
  failed: string;
  /** A failure the screen explains itself (e.g. a 409 it can word); true: no generic toast. */
  explain?: (error: unknown) => boolean;
  testId?: string;
}

export interface DetailsPageProps<T> {
  state: EntityState<T | null>;
  onRetry: () => void;
  title: ReactNode;
  /** Test id of the title's wrapper; null when the title marks its own parts (an editable title). */
  titleTestId?: string | null;
  breadcrumb?: readonly BreadcrumbEntry[];
  /** The list this screen belongs to: where Cancel, "Back to list" and a delete go. */
  listPath: string;
  texts: { notFound: string; loadFailed: string; backToList: string; notFoundHint?: string };
  /** Read at the moment of leaving: unsaved input makes Cancel, links and the shell's menu ask first. */
  isDirty?: () => boolean;
  leaveTexts?: LeaveTexts;
  /** Shows Cancel and Save in the header (leave out for a read-only view). */
  save?: { onSave: () => void; saving: boolean; label?: string; testId?: string };
  remove?: DeleteAction;
  /** More header actions. */
  extra?: ReactNode;
  /** What sits under the title once loaded (a summary, properties); part of the header area. */
  summary?: (record: T | null) => ReactNode;
  /** Test id of the header area (title, actions and summary), set once the record is shown. */
  headerTestId?: string;
  children: (record: T | null) => ReactNode;
}

/**
 * The frame of a details or "new" screen: header with its actions, the loading, not-found and
 * failed (retry) states, Cancel asking before unsaved input is lost, and delete asked for first.
 */
export function DetailsPage<T>(props: DetailsPageProps<T>) {
  const { state, texts } = props;
  const { t } = useTranslation('common');
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const confirmLeave = useLeaveGuard(() => state.status === 'ready' && Boolean(props.isDirty?.()), props.leaveTexts);
  const toList = () => void navigate(props.listPath);

  const confirmDelete = (remove: DeleteAction) =>
    modal.confirm({
      title: remove.confirmTitle,
      content: remove.confirmContent,
      okText: remove.label,
      okButtonProps: { danger: true, ...(remove.testId ? { 'data-testid': `${remove.testId}-confirm` } : {}) },
      cancelText: t('crud.cancel'),
      onOk: async () => {
        try {
          await remove.run();
        } catch (error) {
          if (!remove.explain?.(error)) feedback.failed(error, remove.failed);
          return;
        }
        feedback.success(remove.deleted);
        toList();
      },
    });

  const ready = state.status === 'ready';
  const header = (
    <PageHeader
      title={props.titleTestId === null ? props.title : <span data-testid={props.titleTestId ?? 'page-title'}>{props.title}</span>}
      breadcrumb={props.breadcrumb}
      extra={
        ready ? (
          <>
            {props.extra}
            {props.remove && state.value !== null ? (
              <Button danger icon={<DeleteOutlined />} data-testid={props.remove.testId} onClick={() => confirmDelete(props.remove!)}>
                {props.remove.label}
              </Button>
            ) : null}
            {props.save ? (
              <>
                <Button onClick={() => confirmLeave(toList)} disabled={props.save.saving}>
                  {t('crud.cancel')}
                </Button>
                <Button
                  type="primary"
                  icon={<SaveOutlined />}
                  data-testid={props.save.testId}
                  loading={props.save.saving}
                  disabled={props.save.saving}
                  onClick={props.save.onSave}
                >
                  {props.save.label ?? t('crud.save')}
                </Button>
              </>
            ) : null}
          </>
        ) : null
      }
    />
  );

  let body: ReactNode;
  if (state.status === 'loading') body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (state.status === 'notFound' || state.status === 'failed') {
    const missing = state.status === 'notFound';
    body = (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? texts.notFound : texts.loadFailed}
        subTitle={missing ? texts.notFoundHint : undefined}
        extra={
          <Flex gap={8} justify="center">
            {missing ? null : <Button onClick={props.onRetry}>{t('crud.retry')}</Button>}
            <Button type="primary" onClick={toList}>
              {texts.backToList}
            </Button>
          </Flex>
        }
      />
    );
  } else body = props.children(state.value);

  return (
    <>
      <div data-testid={ready ? props.headerTestId : undefined}>
        {header}
        {state.status === 'ready' && props.summary ? props.summary(state.value) : null}
      </div>
      {body}
    </>
  );
}
