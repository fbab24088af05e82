import { Button, Flex, Modal, Result, Typography, theme } from 'antd';
import { Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths, type ClientTicket } from '@switchboard/shared/contracts';
import { HUB_NAMESPACE } from '../../i18n/resources';

/** Tag colours by urgency (antd preset colours adapt to the dark theme). */
export const PRIORITY_COLORS: Readonly<Record<string, string>> = { Low: 'blue', Medium: 'gold', High: 'orange', Critical: 'red' };

export interface ComplaintSuccessModalProps {
  /** The filed complaint; the dialog is open while one is given. */
  ticket: Pick<ClientTicket, 'id' | 'serialNumber' | 'priority'> | null;
  onClose: () => void;
}

/** The success dialog: complaint ID, priority (or not set), the agent note and a way to the ticket. */
export function ComplaintSuccessModal({ ticket, onClose }: ComplaintSuccessModalProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const priority = ticket?.priority ? t(`complaint.priorities.${ticket.priority}`, { defaultValue: ticket.priority }) : null;

  return (
    <Modal
      open={ticket !== null}
      onCancel={onClose}
      centered
      destroyOnHidden
      title={null}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('complaint.success.close')}
        </Button>,
        <Button key="view" type="primary" data-testid="complaint-view-ticket" onClick={() => ticket && navigate(paths.hubTicket(ticket.id))}>
          {t('complaint.success.viewTicket')}
        </Button>,
      ]}
    >
      {ticket ? (
        <div data-testid="complaint-success">
          <Result
            status="success"
            title={t('complaint.success.title')}
            subTitle={t('complaint.success.agentNote')}
            style={{ paddingBlock: 16, paddingInline: 0 }}
          />
          <Flex gap={32} justify="center" wrap>
            <Flex vertical align="center" gap={4}>
              <Typography.Text type="secondary">{t('complaint.success.complaintId')}</Typography.Text>
              <Typography.Text strong copyable={{ text: String(ticket.serialNumber) }} style={{ fontSize: token.fontSizeLG }}>
                <span data-testid="complaint-serial">{ticket.serialNumber}</span>
              </Typography.Text>
            </Flex>
            <Flex vertical align="center" gap={4}>
              <Typography.Text type="secondary">{t('complaint.success.priority')}</Typography.Text>
              {priority ? (
                <Tag color={PRIORITY_COLORS[ticket.priority ?? ''] ?? 'default'} style={{ marginInlineEnd: 0 }}>
                  {priority}
                </Tag>
              ) : (
                <Typography.Text>{t('complaint.success.notSet')}</Typography.Text>
              )}
            </Flex>
          </Flex>
        </div>
      ) : null}
    </Modal>
  );
}
