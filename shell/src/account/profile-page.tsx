import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { Avatar, Card, Switch } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_SCOPES, PICTURE_MAX_BYTES, PICTURE_TYPES, type NotificationChoices, type NotificationScope, type NotificationType } from '@switchboard/shared/contracts';
import { useFeedback } from '@switchboard/shared/crud';
import { useSession } from '@switchboard/shared/session';
import { useThemeMode, type ThemeMode } from '@switchboard/shared/ui';
import { LanguagePicker } from './language-picker';
import { ThemeChoice } from './theme-choice';
import { initialsOf } from '../common/initials';
import { profileApi } from './api';
import { savePreferences } from './preferences';

/** The notification types an agent can mute, in the order the page lists them. */
export const MUTABLE_NOTIFICATIONS: readonly NotificationType[] = [
  'ticket_assigned',
  'ticket_group_assigned',
  'comment_mention',
  'comment_reply',
  'comment_note',
  'status_update',
  'ticket_escalation_before',
  'ticket_escalation_on_time',
  'ticket_escalation_after',
];

const NAME_MAX_LENGTH = 120;

/** The choices of which other tickets the agent hears of, in the order the page lists them. */
const CHOICE_KINDS = ['newTickets', 'customerReplies'] as const;
type ChoiceKind = (typeof CHOICE_KINDS)[number];

/**
 * The signed-in agent's own page: picture, name, language, theme and which notifications reach the
 * bell. Language, theme and notifications save as they change; the name saves with its button.
 */
export function ProfilePage() {
  const { t } = useTranslation('shell');
  const feedback = useFeedback();
  const user = useSession((state) => state.user);
  const setUser = useSession((state) => state.setUser);
  const theme = useThemeMode((state) => state.theme);
  const setTheme = useThemeMode((state) => state.setTheme);
  const [form] = Form.useForm<{ name: string }>();
  const [savingName, setSavingName] = useState(false);
  const [pictureBusy, setPictureBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const muted = new Set(user?.preferences?.mutedNotifications ?? []);
  const [choices, setChoices] = useState<NotificationChoices | null>(null);

  useEffect(() => {
    form.setFieldsValue({ name: user?.name ?? '' });
  }, [form, user?.name]);

  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let current = true;
    profileApi
      .notificationChoices()
      .then((loaded) => current && setChoices(loaded))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userId]);

  if (!user) return null;

  const keepProfile = (profile: { name: string; profilePicture: string | null }) => {
    const latest = useSession.getState().user;
    if (latest) setUser({ ...latest, name: profile.name, profilePicture: profile.profilePicture });
  };

  const saveName = async ({ name }: { name: string }) => {
    setSavingName(true);
    try {
      keepProfile(await profileApi.update({ name: name.trim() }));
      feedback.success(t('account.saved'));
    } catch (error) {
      feedback.failed(error, t('account.saveFailed'));
    } finally {
      setSavingName(false);
    }
  };

  const changePicture = async (file: File | undefined) => {
    if (!file) return;
    if (!(PICTURE_TYPES as readonly string[]).includes(file.type) || file.size > PICTURE_MAX_BYTES) {
      feedback.error({ title: t('account.pictureRule', { size: PICTURE_MAX_BYTES / 1024 / 1024 }) });
      return;
    }
    setPictureBusy(true);
    try {
      const uploaded = await profileApi.uploadPicture(file);
      keepProfile(await profileApi.update({ pictureFileId: uploaded.fileId }));
      feedback.success(t('account.pictureChanged'));
    } catch (error) {
      feedback.failed(error, t('account.saveFailed'));
    } finally {
      setPictureBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const removePicture = async () => {
    setPictureBusy(true);
    try {
      keepProfile(await profileApi.update({ pictureFileId: null }));
      feedback.success(t('account.pictureRemoved'));
    } catch (error) {
      feedback.failed(error, t('account.saveFailed'));
    } finally {
      setPictureBusy(false);
    }
  };

  const changeTheme = (next: ThemeMode) => {
    setTheme(next);
    savePreferences({ theme: next }).catch((error: unknown) => feedback.failed(error, t('account.saveFailed')));
  };

  const toggleNotification = (type: NotificationType, on: boolean) => {
    const next = new Set(muted);
    if (on) next.delete(type);
    else next.add(type);
    savePreferences({ mutedNotifications: MUTABLE_NOTIFICATIONS.filter((candidate) => next.has(candidate)) }).catch((error: unknown) =>
      feedback.failed(error, t('account.saveFailed')),
    );
  };

  const changeChoice = (kind: ChoiceKind, scope: NotificationScope) => {
    const before = choices;
    if (before) setChoices({ ...before, [kind]: scope });
    profileApi
      .saveNotificationChoices({ [kind]: scope })
      .then(setChoices)
      .catch((error: unknown) => {
        setChoices(before);
        feedback.failed(error, t('account.saveFailed'));
      });
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720, marginInline: 'auto', width: '100%' }} data-testid="profile-page">
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('account.title')}
      </Typography.Title>

      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('account.identity')}</h2>}>
        <Flex gap={16} align="center" wrap style={{ marginBlockEnd: 16 }}>
          <Avatar size={72} src={user.profilePicture ?? undefined} alt={t('account.pictureAlt', { name: user.name })} data-testid="profile-picture">
            {initialsOf(user.name || user.email)}
          </Avatar>
          <Flex gap={8} wrap>
            <input
              ref={fileInput}
              type="file"
              accept={PICTURE_TYPES.join(',')}
              hidden
              data-testid="profile-picture-input"
              onChange={(event) => void changePicture(event.target.files?.[0])}
            />
            <Button loading={pictureBusy} onClick={() => fileInput.current?.click()} data-testid="profile-picture-change">
              {t('account.changePicture')}
            </Button>
            {user.profilePicture && (
              <Button danger disabled={pictureBusy} onClick={() => void removePicture()} data-testid="profile-picture-remove">
                {t('account.removePicture')}
              </Button>
            )}
          </Flex>
        </Flex>
        <Form form={form} layout="vertical" onFinish={(values) => void saveName(values)} requiredMark={false}>
          <Form.Item
            name="name"
            label={t('account.name')}
            rules={[
              { required: true, whitespace: true, message: t('account.nameRequired') },
              { max: NAME_MAX_LENGTH, message: t('account.nameTooLong', { max: NAME_MAX_LENGTH }) },
            ]}
          >
            <Input autoComplete="name" data-testid="profile-name-input" />
          </Form.Item>
          <Typography.Paragraph type="secondary">
            {t('account.email')}: <span dir="auto">{user.email}</span>
          </Typography.Paragraph>
          <Button type="primary" htmlType="submit" loading={savingName} data-testid="profile-save">
            {t('account.save')}
          </Button>
        </Form>
      </Card>

      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('account.appearance')}</h2>}>
        <Flex vertical gap={16}>
          <LanguagePicker id="profile-page-language-label" persist />
          <ThemeChoice id="profile-theme-label" value={theme} onChange={changeTheme} testId="profile-theme" />
        </Flex>
      </Card>

      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('account.notifications')}</h2>}>
        <Typography.Paragraph type="secondary">{t('account.notificationsHelp')}</Typography.Paragraph>
        <Flex vertical gap={12}>
          {MUTABLE_NOTIFICATIONS.map((type) => (
            <Flex key={type} justify="space-between" align="center" gap={12}>
              <label htmlFor={`notification-${type}`}>{t(`account.notificationTypes.${type}`)}</label>
              <Switch id={`notification-${type}`} checked={!muted.has(type)} onChange={(on) => toggleNotification(type, on)} data-testid={`notification-switch-${type}`} />
            </Flex>
          ))}
        </Flex>
      </Card>

      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('account.choicesTitle')}</h2>} data-testid="notification-choices">
        <Typography.Paragraph type="secondary">{t('account.choicesHelp')}</Typography.Paragraph>
        <Flex vertical gap={12}>
          {CHOICE_KINDS.map((kind) => (
            <Flex key={kind} justify="space-between" align="center" gap={12} wrap>
              <label id={`notification-choice-${kind}-label`}>{t(`account.choiceKinds.${kind}`)}</label>
              <Select<NotificationScope>
                aria-labelledby={`notification-choice-${kind}-label`}
                style={{ minWidth: 260 }}
                loading={!choices}
                disabled={!choices}
                value={choices?.[kind]}
                onChange={(scope) => changeChoice(kind, scope)}
                options={NOTIFICATION_SCOPES.map((scope) => ({ value: scope, label: t(`account.choiceScopes.${scope}`) }))}
                data-testid={`notification-choice-${kind}`}
              />
            </Flex>
          ))}
        </Flex>
      </Card>
    </Flex>
  );
}
