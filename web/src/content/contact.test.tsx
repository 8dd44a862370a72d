import { CONTACT_MESSAGES as M } from '@futterkompass/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import ContactPage from './ContactPage';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const mails = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.url === '/api/send-mail');

afterEach(() => vi.unstubAllGlobals());

describe('contact page', () => {
  it('preselects a known topic from ?topic= and ignores an unknown one', () => {
    fakeApi({});
    const { unmount } = renderAt('/kontakt?topic=Werben', <ContactPage />);
    expect(value('Betreff *')).toBe('Werben');
    unmount();
    renderAt('/kontakt?topic=Beschwerde', <ContactPage />);
    expect(value('Betreff *')).toBe('');
  });

  it('checks name, e-mail, topic and message in this order, at the field, sending nothing', () => {
    const api = fakeApi({});
    renderAt('/kontakt', <ContactPage />);
    const steps: [string, string, string][] = [
      ['Name *', 'Erika', M.nameRequired],
      ['E-Mail Adresse *', 'erika@example.org', M.emailInvalid],
      ['Betreff *', 'Produkt', M.topicRequired],
      ['Nachricht *', 'Fehlt ein Futter?', M.messageRequired],
    ];
    for (const [label, input, message] of steps) {
      send();
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(document.activeElement).toBe(screen.getByLabelText(label));
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
      type(label, input);
    }
    expect(mails(api)).toEqual([]);
  });

  it('sends the message, says so and clears the form', async () => {
    const api = fakeApi({
      '/api/config': () => ({ success: true }),
      '/api/send-mail': () => ({ success: true }),
    });
    renderAt('/kontakt?topic=Produkt', <ContactPage />);
    type('Name *', 'Erika');
    type('E-Mail Adresse *', 'erika@example.org');
    type('Nachricht *', 'Bitte Futter X aufnehmen.');
    send();
    expect((await screen.findByRole('status')).textContent).toBe(M.sent);
    expect(mails(api)[0]?.body).toEqual({
      name: 'Erika',
      email: 'erika@example.org',
      topic: 'Produkt',
      message: 'Bitte Futter X aufnehmen.',
    });
    for (const label of ['Name *', 'E-Mail Adresse *', 'Betreff *', 'Nachricht *'])
      expect(value(label)).toBe('');
  });

  it('keeps the input and shows the failure text when sending fails', async () => {
    fakeApi({ '/api/send-mail': () => reply(500, { success: false, message: 'Interner Fehler' }) });
    renderAt('/kontakt?topic=Allgemein', <ContactPage />);
    type('Name *', 'Erika');
    type('E-Mail Adresse *', 'erika@example.org');
    type('Nachricht *', 'Hallo');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Interner Fehler');
    expect(value('Nachricht *')).toBe('Hallo');
  });

  it('shows the specified failure text when no answer comes', async () => {
    fakeApi({
      '/api/send-mail': () => {
        throw new Error('offline');
      },
    });
    renderAt('/kontakt?topic=Allgemein', <ContactPage />);
    type('Name *', 'Erika');
    type('E-Mail Adresse *', 'erika@example.org');
    type('Nachricht *', 'Hallo');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(M.failed);
  });

  it('keeps the input and says it failed when the answer is success: false', async () => {
    const api = fakeApi({ '/api/send-mail': () => ({ success: false }) });
    renderAt('/kontakt?topic=Allgemein', <ContactPage />);
    type('Name *', 'Erika');
    type('E-Mail Adresse *', 'erika@example.org');
    type('Nachricht *', 'Hallo');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(M.failed);
    expect(screen.queryByText(M.sent)).toBeNull();
    expect(value('Nachricht *')).toBe('Hallo');
    expect(mails(api)).toHaveLength(1);
  });
});
