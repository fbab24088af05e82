export { HubStyles, PlainButton, useHubDirection, useHubTheme, type PlainButtonProps } from './hub-look';
export { PlainIcon } from '@switchboard/shared/ui';
export { icons } from './icons';
export { ChoiceGroup, type ChoiceGroupProps } from './choice-group';
