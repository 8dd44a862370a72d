import { describe, expect, it } from 'vitest';
import { findForbiddenWord, foldWord, forbiddenWordMessage } from './forbidden-words';
import { INSULTS } from './insults';
import { ACCOUNT_MESSAGES as M } from './messages';
import {
  accountKey,
  checkEmailChange,
  checkPasswordChange,
  checkRegistration,
  checkReset,
  isEmail,
} from './rules';

describe('forbidden words', () => {
  it('has a list of at least 150 distinct words, none of them a pet food ingredient', () => {
    expect(new Set(INSULTS.map(foldWord)).size).toBeGreaterThanOrEqual(150);
    for (const ingredient of ['schwein', 'sau', 'rind', 'huhn', 'wild', 'ziege', 'pferd', 'schwanz', 'pack'])
      expect(INSULTS).not.toContain(ingredient);
  });

  it('checks word by word and case-insensitively, and returns the word as typed', () => {
    expect(findForbiddenWord('Das Futter ist gut, du IDIOT!')).toBe('IDIOT');
    expect(findForbiddenWord('idiotisch lecker')).toBeNull();
    expect(findForbiddenWord('Schweinefleisch und Rind')).toBeNull();
    expect(findForbiddenWord('harmlos', 'zweites feld: Trottel')).toBe('Trottel');
  });

  it('treats umlauts and their spelled-out forms as the same word', () => {
    expect(findForbiddenWord('so ein Blödmann')).toBe('Blödmann');
    expect(findForbiddenWord('so ein bloedmann')).toBe('bloedmann');
    expect(findForbiddenWord('Scheiße')).toBe('Scheiße');
    expect(findForbiddenWord('SCHEISSE')).toBe('SCHEISSE');
  });

  it('separates words at digits and punctuation', () => {
    expect(findForbiddenWord('arschloch123')).toBe('arschloch');
    expect(findForbiddenWord('a.b-c_Depp')).toBe('Depp');
  });

  it('names the word in the specification’s message, with the review form’s own ending', () => {
    expect(forbiddenWordMessage('Depp', 'review')).toBe(
      'Fehler! Wir haben ein verbotenes Wort in deiner Eingabe gefunden: Depp. Bitte entferne das Wort bevor du das Formular erneut absendest.',
    );
    expect(forbiddenWordMessage('Depp', 'account')).toMatch(
      /^Fehler! Wir haben ein verbotenes Wort in deiner Eingabe gefunden: Depp\. Bitte entferne das Wort /,
    );
  });
});

describe('account rules', () => {
  const valid = {
    username: ' Bello ',
    email: ' bello@example.org ',
    confirmEmail: 'bello@example.org',
    password: '12345',
    confirmPassword: '12345',
    acceptPrivacy: true,
  };

  it('accepts trimmed values and a password of exactly 5 characters', () => {
    expect(checkRegistration(valid)).toBeNull();
  });

  it('names the first failing rule and its field, in the specification’s words', () => {
    expect(checkRegistration({ ...valid, username: '   ' })).toEqual({
      field: 'username',
      message: 'Bitte geben Sie einen Nutzernamen ein.',
    });
    expect(checkRegistration({ ...valid, password: '1234', confirmPassword: '1234' })?.message).toBe(
      'Das Passwort muss mindestens 5 Zeichen lang sein.',
    );
    expect(checkRegistration({ ...valid, acceptPrivacy: false })?.message).toBe(
      'Bitte akzeptieren Sie unsere Datenschutzrichtlinien.',
    );
    expect(checkRegistration({ ...valid, confirmPassword: '12346' })?.field).toBe('confirmPassword');
  });

  it('checks the reset token length before anything else', () => {
    expect(checkReset({ token: '123456789', newPassword: '', newPasswordConfirm: '' })?.message).toBe(
      'Bitte fordern Sie einen neuen Link zum Zurücksetzen des Passworts an.',
    );
    expect(
      checkReset({ token: '1234567890', newPassword: 'abcde', newPasswordConfirm: 'abcdf' })?.message,
    ).toBe('Die Passwörter sind nicht identisch.');
    expect(checkReset({ token: '1234567890', newPassword: 'abcde', newPasswordConfirm: 'abcde' })).toBeNull();
  });

  it('checks the e-mail change in the specification’s order', () => {
    expect(checkEmailChange({ newEmail: ' ', confirmEmail: '' })?.message).toBe(M.newEmailRequired);
    expect(checkEmailChange({ newEmail: 'a@b.de', confirmEmail: '' })?.message).toBe(
      'Bitte E-Mail Adresse bestätigen.',
    );
    expect(checkEmailChange({ newEmail: 'a@b.de', confirmEmail: 'a@c.de' })?.message).toBe(
      'Die E-Mail Adressen sind nicht identisch.',
    );
  });

  it('checks the password change', () => {
    const change = { oldPassword: 'alt', newPassword: 'neues', newPasswordConfirm: 'neues' };
    expect(checkPasswordChange(change)).toBeNull();
    expect(checkPasswordChange({ ...change, newPassword: ' ' })?.message).toBe(
      'Bitte geben Sie eine neues Passwort ein.',
    );
    expect(checkPasswordChange({ ...change, newPasswordConfirm: '' })?.message).toBe(
      'Bitte das Passwort bestätigen.',
    );
  });

  it('recognises deliverable e-mail addresses and folds names to one key', () => {
    expect(isEmail('a.b+c@sub.example.org')).toBe(true);
    for (const bad of ['a@b', 'a b@c.de', '@c.de', 'a@@c.de', 'a@.de']) expect(isEmail(bad)).toBe(false);
    expect(accountKey('  Müller@Example.ORG ')).toBe('müller@example.org');
  });
});
