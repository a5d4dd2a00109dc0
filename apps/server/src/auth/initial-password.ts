// The passwords an admin hands over (a created account's first, a reset's temporary one): shown
// once, typed by a person from a screen or a message, so drawn from characters that cannot be
// mistaken for one another, in groups that are easy to read out.
import { randomInt } from 'node:crypto';

/** Letters and digits without look-alikes (no 0/O/o, 1/l/I/i). */
export const READABLE_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * 16 characters from a 55-character alphabet (about 92 bits, crypto-random and unbiased), in four
 * groups joined by dashes: 'Kp7q-xN3m-...', 19 characters in all.
 */
export function generateInitialPassword(): string {
  const group = () => Array.from({ length: GROUP_LENGTH }, () => READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)]).join('');
  return Array.from({ length: GROUPS }, group).join('-');
}
