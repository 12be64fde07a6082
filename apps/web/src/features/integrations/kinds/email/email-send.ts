import type { SendKind } from '../form-kind';
import { EmailSendForm } from './EmailSendForm';

/** A ticket sent by e-mail: the button opens the address form (its own addresses, or others). */
export const emailSend: SendKind<'email'> = { Compose: EmailSendForm };
