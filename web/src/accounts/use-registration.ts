import {
  checkRegistration,
  findForbiddenWord,
  forbiddenWordMessage,
  ACCOUNT_MESSAGES as M,
  MESSAGES,
} from '@futterkompass/domain';
import { type FormEvent, useRef, useState } from 'react';
import { postJson } from '../api/http';
import { useCaptcha } from './captcha';
import { describeFailure } from './failure';
import { claimForRegistration } from './login-return';
import { useForm } from './use-form';

export type RegisterField = 'username' | 'email' | 'confirmEmail' | 'password' | 'confirmPassword';

/**
 * The registration form's state and its submit: the same checks as the server first, then
 * /auth/register with a captcha token; a failure lands on its field (or the privacy checkbox).
 */
export function useRegistration() {
  const form = useForm<RegisterField>({
    username: '',
    email: '',
    confirmEmail: '',
    password: '',
    confirmPassword: '',
  });
  const [accepted, setAccepted] = useState(false);
  const [privacyError, setPrivacyError] = useState<string | null>(null);
  const privacy = useRef<HTMLInputElement>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const captcha = useCaptcha();
  const { values } = form;

  const fail = (field: string | undefined, message: string) => {
    if (field === 'acceptPrivacy') {
      setPrivacyError(message);
      form.setMessage({ kind: 'error', text: message });
      privacy.current?.focus();
    } else if (field && field in values) form.failField(field as RegisterField, message);
    else form.setMessage({ kind: 'error', text: message });
  };

  const send = async () => {
    form.setBusy(true);
    try {
      const captchaToken = await captcha.token();
      const answer = await postJson('/auth/register', {
        ...values,
        acceptPrivacy: accepted,
        ...(captchaToken && { captchaToken }),
      });
      // The action started before is this account's: done after its first login (mailed link, new tab).
      claimForRegistration(values.username);
      setConfirmation(answer.message);
    } catch (error) {
      const failed = describeFailure(error, MESSAGES.genericError, M.networkError);
      fail(failed.field, failed.message);
    } finally {
      form.setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    setPrivacyError(null);
    const failure = checkRegistration({ ...values, acceptPrivacy: accepted });
    if (failure) return fail(failure.field, failure.message);
    const word = findForbiddenWord(values.username, values.email);
    if (word) return fail('username', forbiddenWordMessage(word, 'account'));
    await send();
  };

  const accept = (checked: boolean) => {
    setAccepted(checked);
    setPrivacyError(null);
  };

  return {
    form,
    submit,
    captcha,
    confirmation,
    consent: { accepted, accept, error: privacyError, ref: privacy },
  };
}

export type Consent = ReturnType<typeof useRegistration>['consent'];
