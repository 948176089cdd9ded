// The protocol's constants, without zod: the player page's first script needs them, not the schemas.

/** The protocol's version: a device or table of another version is told to reload. */
export const PROTOCOL = 1;

/** Room codes: 6 letters and digits a player can type, without 0/O and 1/I/L. */
export const ROOM_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ROOM_CODE = new RegExp(`^[${ROOM_ALPHABET}]{6}$`);

/** The longest message and error code of the table's answer to a seat's move (`gm:result`). */
export const RESULT_MESSAGE_MAX = 300;
export const RESULT_CODE_MAX = 80;
