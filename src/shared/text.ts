import { z } from 'zod';

// With the u flag a surrogate range only matches an unpaired half, so emoji and other astral characters pass.
/** No C0 or C1 control character, no DEL, no lone surrogate. */
// eslint-disable-next-line no-control-regex -- naming control characters is the point of this pattern
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\ud800-\udfff]*$/u;
/** As SINGLE_LINE, but tabs and line breaks are allowed: people write messages in paragraphs. */
// eslint-disable-next-line no-control-regex -- as above
export const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]*$/u;

export const SINGLE_LINE_MESSAGE = 'Remove control characters (such as NUL, tabs or line breaks) from this value.';
export const MULTI_LINE_MESSAGE = 'Remove control characters (such as NUL) from this text.';

/**
 * A string from outside the server on one line: an id, a name, a key, a password. PostgreSQL
 * refuses NUL in text, and nobody types the other control characters, so they are refused here
 * with a message rather than failing deep in a query.
 */
export const plainString = () => z.string().regex(SINGLE_LINE, SINGLE_LINE_MESSAGE);

/** Free text a person wrote (a message, a transcript): tabs and line breaks allowed, other controls refused. */
export const plainText = () => z.string().regex(MULTI_LINE, MULTI_LINE_MESSAGE);
