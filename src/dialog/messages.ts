/**
 * What the dialog says besides the form. Loaded with the dialog chunk, in each locale's `.dialog`
 * part; called at render time, inside the widget's `withMessages()`.
 */
import { msg } from '../i18n/msg.js';

export const dialogText = {
  /** The close button's accessible name and tooltip (its content is an icon). */
  close: () => msg('Close', { id: 'dialog.close' }),
  /** The widget's button once the person is registered: it opens their result again. */
  registered: () => msg("You're registered", { id: 'dialog.registered' }),
};
