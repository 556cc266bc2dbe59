export interface SplitOptions {
  /** The first piece is cut at a clause boundary past this length, so the first audio comes early. */
  firstMaxChars?: number;
  /** No piece is longer than this; long sentences are cut at clause boundaries, then at spaces. */
  maxChars?: number;
}

const ABBREVIATIONS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'st',
  'mt',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'approx',
  'no',
  'prof',
  'jr',
  'sr',
]);

/** Splits reply text into speakable sentences, in order, none empty. */
export function splitSentences(text: string, options: SplitOptions = {}): string[] {
  const maxChars = options.maxChars ?? 300;
  const firstMaxChars = options.firstMaxChars ?? 120;
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n\s*\n|\r?\n/)) sentences.push(...splitParagraph(paragraph));
  const pieces = sentences.flatMap((s) => cut(s, maxChars));
  if (pieces.length && pieces[0]!.length > firstMaxChars) pieces.splice(0, 1, ...cutOnce(pieces[0]!, firstMaxChars));
  return pieces;
}

function splitParagraph(paragraph: string): string[] {
  const out: string[] = [];
  const boundary = /[.!?…]+["'”’)\]]*(?=\s+\S)/g;
  let start = 0;
  for (let m = boundary.exec(paragraph); m; m = boundary.exec(paragraph)) {
    const end = m.index + m[0].length;
    if (m[0] === '.' && isAbbreviation(paragraph.slice(start, m.index))) continue;
    push(out, paragraph.slice(start, end));
    start = end;
  }
  push(out, paragraph.slice(start));
  return out;
}

function isAbbreviation(before: string): boolean {
  const word = /(\S+)$/.exec(before)?.[1]?.toLowerCase() ?? '';
  return ABBREVIATIONS.has(word) || /^[a-z]$/.test(word);
}

function cut(sentence: string, maxChars: number): string[] {
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > maxChars) {
    const [head, tail] = cutOnce(rest, maxChars);
    out.push(head!);
    rest = tail ?? '';
  }
  push(out, rest);
  return out;
}

/** Cuts at the last clause mark (or else space) before `limit`; keeps short texts whole. */
function cutOnce(text: string, limit: number): string[] {
  if (text.length <= limit) return [text];
  const window = text.slice(0, limit);
  const minHead = Math.min(20, Math.floor(limit / 3));
  let at = Math.max(
    window.lastIndexOf(', '),
    window.lastIndexOf('; '),
    window.lastIndexOf(': '),
    window.lastIndexOf(' – '),
    window.lastIndexOf(' — '),
  );
  if (at < minHead) at = window.lastIndexOf(' ');
  if (at < minHead) at = limit - 1;
  const head = text.slice(0, at + 1).trim();
  const tail = text.slice(at + 1).trim();
  return tail ? [head, tail] : [head];
}

function push(out: string[], piece: string): void {
  const trimmed = piece.trim();
  if (trimmed && /[\p{L}\p{N}]/u.test(trimmed)) out.push(trimmed);
}
