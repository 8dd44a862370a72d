import { ACCOUNT_MESSAGES, MESSAGES, ROUTES } from '@futterkompass/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { CaptchaWidgetError } from '../accounts/captcha';
import { isSignedOutAnswer, serverMessage } from '../api/http';
import { useSession } from '../state/session';

/**
 * How the detail page's forms answer a failure: an invalid session signs out and leads to the
 * login; the captcha widget's error asks to reload; otherwise the server's message, else the
 * generic text. Returns the message to show, or null when the page is left.
 */
export function useDetailFailure() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown): string | null => {
      if (isSignedOutAnswer(error)) {
        signOut();
        navigate(ROUTES.login);
        return null;
      }
      if (error instanceof CaptchaWidgetError) return ACCOUNT_MESSAGES.captchaWidgetErrorDetail;
      return serverMessage(error) ?? MESSAGES.genericError;
    },
    [signOut, navigate],
  );
}
