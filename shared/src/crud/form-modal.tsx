import { useState, type ReactNode } from 'react';
import { Form, Modal, Typography, type ButtonProps, type FormInstance } from 'antd';
import { useFeedback } from './use-feedback.js';

export interface FormModalProps<Values, Result> {
  open: boolean;
  title: ReactNode;
  /** A sentence under the title saying what the form does. */
  intro?: ReactNode;
  okText: string;
  cancelText: string;
  /** `data-testid` of the OK button. */
  okTestId: string;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  /** Sends the checked values; its answer goes to `onDone`. */
  send: (values: Values) => Promise<Result>;
  onDone: (result: Result) => void;
  onClose: () => void;
  /** Shows a refusal beside its fields; true when it did (no toast then). */
  fieldErrors?: (error: unknown) => boolean;
  /** The toast's title for any other failure. */
  failedText: string;
  formTestId?: string;
  children: ReactNode;
}

/**
 * A small creation form in a modal: OK checks the fields (each says what is wrong beside it), sends,
 * and closes with the answer; a refusal lands beside its fields or in a toast; the form starts empty
 * each time it opens. Enter in a field submits.
 */
export function FormModal<Values extends object, Result>(props: FormModalProps<Values, Result>) {
  const { form, send, onDone, onClose, fieldErrors, failedText } = props;
  const feedback = useFeedback();
  const [sending, setSending] = useState(false);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(true);
    try {
      const result = await send(values);
      form.resetFields();
      onDone(result);
    } catch (error) {
      if (!fieldErrors?.(error)) feedback.failed(error, failedText);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      cancelText={props.cancelText}
      onOk={() => void submit()}
      onCancel={close}
      confirmLoading={sending}
      okButtonProps={{ 'data-testid': props.okTestId } as ButtonProps}
    >
      {props.intro ? <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph> : null}
      <Form form={form} layout="vertical" requiredMark={false} initialValues={props.initialValues} onFinish={() => void submit()} data-testid={props.formTestId}>
        {props.children}
      </Form>
    </Modal>
  );
}
