import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  ApiOutlined,
  BankOutlined,
  BranchesOutlined,
  CalendarOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  KeyOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Col, Flex, Row, Typography, theme } from 'antd';
import { Card } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePermissions } from '@switchboard/shared/permissions';
import { PageHeader } from '@switchboard/shared/crud';
import { SETTINGS_AREAS, SETTINGS_GROUPS, type SettingsAreaKey } from '../areas';
import { SETTINGS_NAMESPACE } from '../i18n/resources';

const AREA_ICONS: Record<SettingsAreaKey, ReactNode> = {
  users: <UserOutlined />,
  roles: <SafetyCertificateOutlined />,
  userGroups: <TeamOutlined />,
  divisions: <ApartmentOutlined />,
  organization: <BankOutlined />,
  audit: <FileSearchOutlined />,
  schedules: <CalendarOutlined />,
  status: <TagsOutlined />,
  sla: <FieldTimeOutlined />,
  workflows: <BranchesOutlined />,
  emailDomain: <GlobalOutlined />,
  emailTemplates: <MailOutlined />,
  dataActions: <ApiOutlined />,
  oauth: <KeyOutlined />,
};

/** `settings/list`: a card per settings area the user may open, grouped by subject. */
export function SettingsIndex() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const { hasAny } = usePermissions();
  const { token } = theme.useToken();
  const visible = SETTINGS_AREAS.filter((area) => hasAny(area.viewPermissions));
  const groups = SETTINGS_GROUPS.map((group) => ({ group, areas: visible.filter((area) => area.group === group) })).filter(
    ({ areas }) => areas.length > 0,
  );

  return (
    <>
      <PageHeader title={<span data-testid="page-title">{t('index.title')}</span>} />
      <Typography.Paragraph type="secondary">{t('index.intro')}</Typography.Paragraph>
      <Flex vertical gap={token.marginLG}>
        {groups.map(({ group, areas }) => (
          <section key={group} aria-labelledby={`settings-group-${group}`}>
            <Typography.Title level={5} id={`settings-group-${group}`} style={{ marginTop: 0 }}>
              {t(`groups.${group}`)}
            </Typography.Title>
            <Row gutter={[token.margin, token.margin]}>
              {areas.map((area) => (
                <Col key={area.key} xs={24} sm={12} lg={8} xxl={6}>
                  {/* relative="path": from /settings/list, `../status` is /settings/status */}
                  <Link
                    to={`../${area.path}`}
                    relative="path"
                    data-testid={`settings-card-${area.key}`}
                    style={{ display: 'block', height: '100%' }}
                  >
                    <Card hoverable size="small" style={{ height: '100%' }}>
                      <Card.Meta
                        avatar={<span style={{ fontSize: token.fontSizeHeading3, color: token.colorPrimary }}>{AREA_ICONS[area.key]}</span>}
                        title={t(`areas.${area.key}.name`)}
                        description={t(`areas.${area.key}.description`)}
                      />
                    </Card>
                  </Link>
                </Col>
              ))}
            </Row>
          </section>
        ))}
      </Flex>
    </>
  );
}
