import { Flex } from 'antd';
import { HubLanguagePicker, HubThemeSwitch } from '../../preferences';

/** Language and theme before signing in: the same choices the header offers afterwards. */
export function SignInPreferences() {
  return (
    <Flex justify="flex-end" align="center" gap={8} wrap data-testid="sign-in-preferences">
      <HubLanguagePicker />
      <HubThemeSwitch />
    </Flex>
  );
}
