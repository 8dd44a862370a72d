import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { useForm } from './use-form';

const refused = (field: string) =>
  new ApiError('400', 400, { success: false, message: 'Diese Adresse ist schon vergeben.', field });

describe('useForm', () => {
  it('ties a field to its value, its change and its error', () => {
    const { result } = renderHook(() => useForm<'email' | 'name'>({ email: 'a@b.de', name: '' }));
    const email = result.current.field('email');
    expect({ value: email.value, error: email.error }).toEqual({ value: 'a@b.de', error: null });
    act(() => result.current.failField('email', 'Bitte eine gültige E-Mail Adresse eingeben.'));
    expect(result.current.field('email').error).toBe('Bitte eine gültige E-Mail Adresse eingeben.');
    expect(result.current.field('name').error).toBeNull();
    // Typing in the field clears its error and keeps the value.
    act(() => result.current.field('email').onValue('c@d.de'));
    expect(result.current.field('email')).toMatchObject({ value: 'c@d.de', error: null });
  });

  it("shows a failed call's message at the field the server named, if the form has it", () => {
    const { result } = renderHook(() => useForm<'email'>({ email: '' }));
    act(() => result.current.showFailure(refused('email'), 'Fehlgeschlagen.'));
    expect(result.current.errorOf('email')).toBe('Diese Adresse ist schon vergeben.');
    expect(result.current.message).toEqual({ kind: 'error', text: 'Diese Adresse ist schon vergeben.' });
  });

  it('shows it above the button for a field the form does not have, also one every object has', () => {
    const { result } = renderHook(() => useForm<'email'>({ email: '' }));
    for (const field of ['token', 'toString']) {
      act(() => result.current.showFailure(refused(field), 'Fehlgeschlagen.'));
      expect(result.current.errorOf('email')).toBeNull();
      expect(result.current.message).toEqual({ kind: 'error', text: 'Diese Adresse ist schon vergeben.' });
    }
    act(() => result.current.showFailure(new ApiError('500', 500, {}), 'Fehlgeschlagen.'));
    expect(result.current.message).toEqual({ kind: 'error', text: 'Fehlgeschlagen.' });
  });
});
