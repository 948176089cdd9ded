// The invitation to a room: the page's address for the room (scanned as a QR code or typed with
// the room code), and one link per seat carrying that seat's token. The token rides in the
// fragment (`#`), which the browser never sends to a server, so it stays out of every log and
// Referer header on the way.
import QRCode from 'qrcode';

export interface SeatLink {
  readonly seat: string;
  readonly name: string;
  readonly url: string;
}

export interface Invite {
  readonly room: string;
  /** The room's page: shows the seats, a player asks for theirs and the GM approves. */
  readonly joinUrl: string;
  readonly seatLinks: readonly SeatLink[];
}

export const roomUrl = (relay: string, room: string): string => `${relay.replace(/\/+$/, '')}/t/${room}`;

export const seatUrl = (relay: string, room: string, seat: string, token: string): string =>
  `${roomUrl(relay, room)}#${new URLSearchParams({ seat, token }).toString()}`;

/** A QR code of `text` as an SVG document (no script, no external reference). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The QR code for a terminal, two rows of modules per line in half blocks: light modules drawn,
 * dark ones left blank, with the quiet zone drawn too, so it reads on a dark terminal (and
 * inverted on a light one, which phone cameras read as well). No colour codes: it survives logs.
 */
export function qrTerminal(text: string): string {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const q = 2;
  const light = (x: number, y: number) => (x < 0 || y < 0 || x >= size || y >= size ? true : !data[y * size + x]);
  const lines: string[] = [];
  for (let y = -q; y < size + q; y += 2) {
    let line = '';
    for (let x = -q; x < size + q; x++) {
      const top = light(x, y);
      const bottom = y + 1 < size + q ? light(x, y + 1) : false;
      line += top && bottom ? '█' : top ? '▀' : bottom ? '▄' : ' ';
    }
    lines.push(line);
  }
  return `${lines.join('\n')}\n`;
}
