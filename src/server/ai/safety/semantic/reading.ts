import { concepts, type ConceptName } from './concepts.ts';

/** Where a concept occurs, in word positions of the normalised text: [start, end). */
export interface Span {
  start: number;
  end: number;
}

/** One normalised message with its concepts found lazily, each at most once. */
export class Reading {
  private readonly found = new Map<ConceptName, Span[]>();
  /** Word index of every character, so a regex match maps to word positions. */
  private readonly wordAt: Uint16Array;
  readonly words: string[];

  constructor(readonly norm: string) {
    this.words = norm.split(' ');
    this.wordAt = new Uint16Array(norm.length + 1);
    let word = 0;
    for (let i = 0; i < norm.length; i++) {
      this.wordAt[i] = word;
      if (norm[i] === ' ') word += 1;
    }
    this.wordAt[norm.length] = word + 1;
  }

  spans(name: ConceptName): Span[] {
    let spans = this.found.get(name);
    if (spans) return spans;
    spans = [];
    const re = concepts[name];
    re.lastIndex = 0;
    for (let m = re.exec(this.norm); m; m = re.exec(this.norm)) {
      if (m[0] === '') {
        re.lastIndex += 1;
        continue;
      }
      const end = m.index + m[0].length;
      spans.push({ start: this.wordAt[m.index]!, end: this.wordAt[end - 1]! + 1 });
    }
    this.found.set(name, spans);
    return spans;
  }

  has(name: ConceptName): boolean {
    return this.spans(name).length > 0;
  }

  hasAny(names: readonly ConceptName[]): boolean {
    return names.some((n) => this.has(n));
  }

  /** The words before a position, for negation and subject checks. */
  before(pos: number): string {
    return this.words.slice(0, pos).join(' ');
  }

  between(a: Span, b: Span): string {
    const [first, second] = a.start <= b.start ? [a, b] : [b, a];
    return this.words.slice(first.end, second.start).join(' ');
  }
}

/** Words between two spans (0 when they touch or overlap). */
export function gap(a: Span, b: Span): number {
  if (b.start >= a.end) return b.start - a.end;
  if (a.start >= b.end) return a.start - b.end;
  return 0;
}

/**
 * Every way to pick one span per concept, each within `within` words of the one before it (and after it,
 * when `ordered`). Returns the chains found, earliest first; a chain is one span per concept.
 */
export function chains(r: Reading, names: readonly ConceptName[], within: number, ordered: boolean): Span[][] {
  let partial: Span[][] = r.spans(names[0]!).map((s) => [s]);
  for (const name of names.slice(1)) {
    const next: Span[][] = [];
    for (const chain of partial) {
      const last = chain.at(-1)!;
      for (const s of r.spans(name)) {
        if (ordered && s.start < last.start) continue;
        if (gap(last, s) <= within) next.push([...chain, s]);
      }
    }
    partial = next;
    if (partial.length === 0) break;
  }
  return partial;
}
