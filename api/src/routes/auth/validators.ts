export {
  CaptchaBody,
  LoginBody,
  RegisterBody,
  ResetLinkBody,
  ResetPasswordBody,
  SendVerifyLinkBody,
  TokenBody,
  UpdateEmailBody,
  UpdatePasswordBody,
} from '@futterkompass/contract';
