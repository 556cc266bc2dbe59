import type { Mail } from '../../platform/mail.ts';
import { RESET_LINK_MINUTES } from '../../../shared/password.ts';

export function resetMail(to: string, firstName: string | null, link: string): Mail {
  return {
    to,
    subject: 'Reset your Solace password',
    text: [
      `Hi ${firstName ?? 'there'},`,
      '',
      'Someone (we hope you) asked to reset the password of your Solace account. To choose a new one, open this link:',
      '',
      link,
      '',
      `It works once, for ${RESET_LINK_MINUTES} minutes. Setting a new password signs you out on every other device.`,
      '',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
      '',
      'If you are in crisis, call Lifeline on 13 11 14 or emergency services on 000.',
      '',
      'Solace',
    ].join('\n'),
  };
}
