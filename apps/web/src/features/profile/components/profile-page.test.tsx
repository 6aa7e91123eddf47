import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionActions } from '@/lib/session-store';
import { updatedProfileAnswer } from '@lbo/contracts/shortener-answers';
import { plainBody, profileBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp, signInAs, slow } from '@/testing/render-app';

/** Save is enabled once the form knows it has changes. */
async function saveChanges() {
  const button = screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}
const reply = profileBody({ company: 'Lender Ltd', createdAt: '2025-01-01T00:00:00.000Z' });

describe('Profile Settings page', () => {
  afterEach(() => sessionActions.clear());

  it('shows the profile card and the account statistics', async () => {
    mockFetch({ 'GET /api/adminAuth/profile': { body: reply } });
    signInAs();
    renderApp('/profile');
    expect(await screen.findByText('Account Statistics', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('profile-stat-total-links').textContent).toBe('12');
    expect(screen.getByTestId('profile-stat-total-clicks').textContent).toBe('3,456');
    expect(screen.getByTestId('profile-stat-api-keys').textContent).toBe('2');
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Lender Ltd');
  });

  it('saves first name, last name and company', async () => {
    let sent: unknown = null;
    mockFetch({
      'GET /api/adminAuth/profile': { body: reply },
      'PUT /api/adminAuth/profile': ({ body }) => {
        sent = body;
        return { body: plainBody(updatedProfileAnswer, { ...reply, ...(body as object), message: 'Profile updated successfully!' }) };
      },
    });
    signInAs();
    renderApp('/profile');
    const first = (await screen.findByLabelText('First Name', {}, slow)) as HTMLInputElement;
    fireEvent.change(first, { target: { value: 'Asha K' } });
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'New Lender' } });
    await saveChanges();
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(sent).toEqual({ firstName: 'Asha K', lastName: 'Rao', company: 'New Lender' });
  });

  it("says 'Failed to update profile' when saving fails", async () => {
    mockFetch({ 'GET /api/adminAuth/profile': { body: reply }, 'PUT /api/adminAuth/profile': { status: 500, body: { status: false, statusCode: 500 } } });
    signInAs();
    renderApp('/profile');
    fireEvent.change(await screen.findByLabelText('Company', {}, slow), { target: { value: 'x' } });
    await saveChanges();
    expect(await screen.findByText('Failed to update profile', {}, slow)).toBeTruthy();
  });
});
