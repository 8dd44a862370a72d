import { ACCOUNT_MESSAGES } from '@futterkompass/domain';
import { ApiError, isNetworkFailure, serverMessage } from '../api/http';
import { CaptchaWidgetError } from './captcha';

/**
 * What a failed account call shows: 'Netzwerkfehler' without an answer, the captcha widget's
 * error, the server's message (and the field it names), else the form's own fallback text.
 */
export function describeFailure(
  error: unknown,
  fallback: string,
  networkText: string = fallback,
): { message: string; field?: string; reason?: string } {
  if (error instanceof CaptchaWidgetError) return { message: ACCOUNT_MESSAGES.captchaWidgetError };
  if (isNetworkFailure(error)) return { message: networkText };
  const body = (error instanceof ApiError ? error.body : undefined) as
    | { field?: unknown; reason?: unknown }
    | undefined;
  return {
    message: serverMessage(error) ?? fallback,
    ...(typeof body?.field === 'string' && { field: body.field }),
    ...(typeof body?.reason === 'string' && { reason: body.reason }),
  };
}
