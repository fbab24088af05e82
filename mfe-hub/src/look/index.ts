export { HubStyles, PlainButton, useHubDirection, useHubTheme, type PlainButtonProps } from './hub-look';
export { PlainIcon } from './plain-icon';
export { icons } from './icons';
export { ChoiceGroup, type ChoiceGroupProps } from './choice-group';
