import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/** user-event without its pointer-events check: jsdom's getComputedStyle on every ancestor for each pointer action makes antd forms crawl. */
export const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
export type TestUser = ReturnType<typeof setupUser>;

/** Types `text` into `element` in one go (a paste): keystroke by keystroke is slow with antd under jsdom. */
export async function enterText(user: TestUser, element: HTMLElement, text: string): Promise<void> {
  await user.click(element);
  await user.paste(text);
}

/** Opens the antd select inside `testId` and picks the option titled `title` (the list's, when the chosen value shows the same title). */
export async function chooseOption(testId: string, title: string): Promise<void> {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options.find((option) => option.closest('.ant-select-item-option')) ?? options[0]!);
}

/** Opens the kit's plain pick list inside `testId` and picks the choice named `name` (the list stays open, as for a person picking several). */
export async function pickKitOption(testId: string, name: string): Promise<void> {
  const root = screen.getByTestId(testId);
  const box = within(root).getAllByRole('button')[0]!;
  if (box.getAttribute('aria-expanded') !== 'true') fireEvent.click(box);
  fireEvent.click(await within(root).findByRole('option', { name }));
}
