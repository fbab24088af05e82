import { act, screen, waitFor } from '@testing-library/react';
import { ORGANIZATION_CHANGED_EVENT } from '@switchboard/shared/contracts';
import { answerPasswordCalls as answerCalls } from '../account/answer-password-calls';
import { renderShell, testUser } from '../test-utils/render-shell';

describe('the top bar logo', () => {
  it("shows the organisation's initials without a logo, and the new logo as soon as settings change it", async () => {
    await renderShell('/permission', { user: testUser(['tickets:tickets:view']) });
    const initials = await screen.findByTestId('organization-logo');
    expect(initials).toHaveTextContent('AS');
    expect(initials.querySelector('img')).toBeNull();

    answerCalls({ 'organization/me': [200, { id: 'org-1', name: 'Acme Support', logo: '/api/v1/images/logo-2', defaultLanguage: 'en-us', timeZone: 'UTC', dateFormat: 'DD MMM YYYY' }] });
    act(() => void window.dispatchEvent(new Event(ORGANIZATION_CHANGED_EVENT)));
    await waitFor(() => expect(screen.getByTestId('organization-logo').querySelector('img')).toHaveAttribute('src', '/api/v1/images/logo-2'));
  });
});
