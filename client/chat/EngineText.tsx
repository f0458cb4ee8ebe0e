// The engine's reply text as React elements: the small part of markdown the engine writes (paragraphs,
// "- " lists, **bold**, *emphasis*, `code`, backslash escapes). Everything else, HTML and links included,
// shows as the plain characters it is made of: React puts it into text nodes, so nothing a visitor typed
// can become markup, run, or fetch. Replaces a general markdown pipeline of about 37 KB gzipped.
import type { ReactNode } from 'react';

const ESCAPABLE = /[!-/:-@[-`{-~]/; // ASCII punctuation, as in CommonMark
const LIST_ITEM = /^[-*+] +/;

/** Where the closing `delim` of a span opened just before `from` is, or -1 (escapes are skipped). */
function closingAt(src: string, from: number, delim: string): number {
  for (let i = from; i < src.length; i++) {
    if (src[i] === '\\') {
      i++;
      continue;
    }
    if (src.startsWith(delim, i) && i > from && !/\s/.test(src[i - 1] ?? ' ')) {
      if (delim === '*' && src[i + 1] === '*') {
        i++; // a ** inside *...* belongs to a bold span, not to this one
        continue;
      }
      return i;
    }
  }
  return -1;
}

/** Inline text: escapes, code spans, bold and emphasis; anything else stays literal. */
export function inline(src: string, key = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let text = '';
  // once a delimiter has no closing from some point on, it has none from any later point either: this
  // keeps a reply full of lone asterisks linear instead of scanning to the end for each
  const unclosedFrom = new Map<string, number>();
  const push = (node: ReactNode) => {
    if (text) out.push(text);
    text = '';
    out.push(node);
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i] as string;
    const next = src[i + 1] ?? '';
    if (ch === '\\' && ESCAPABLE.test(next)) {
      text += next;
      i++;
      continue;
    }
    if (ch === '`') {
      const end = src.indexOf('`', i + 1);
      if (end > i + 1) {
        push(<code key={`${key}${i}`}>{src.slice(i + 1, end)}</code>);
        i = end;
        continue;
      }
    }
    if (ch === '*') {
      const delim = next === ch ? ch + ch : ch;
      const start = i + delim.length;
      const opens = start < src.length && !/[\s*]/.test(src[start] as string);
      const end = opens && start < (unclosedFrom.get(delim) ?? Infinity) ? closingAt(src, start, delim) : -1;
      if (opens && end < 0) unclosedFrom.set(delim, Math.min(start, unclosedFrom.get(delim) ?? Infinity));
      if (end > start) {
        const children = inline(src.slice(start, end), `${key}${i}.`);
        push(
          delim.length === 2 ? (
            <strong key={`${key}${i}`}>{children}</strong>
          ) : (
            <em key={`${key}${i}`}>{children}</em>
          ),
        );
        i = end + delim.length - 1;
        continue;
      }
    }
    text += ch;
  }
  if (text) out.push(text);
  return out;
}

/** A line of the reply, keyed by where it stands (a reply never reorders). */
type Line = { at: number; text: string };
type Block = { kind: 'p'; at: number; lines: string[] } | { kind: 'ul'; at: number; items: Line[] };

/** Paragraphs (separated by blank lines) and bullet lists (lines starting with "- "). */
function blocks(src: string): Block[] {
  const out: Block[] = [];
  let last: Block | null = null;
  src
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((raw, at) => {
      const line = raw.trim();
      const item = LIST_ITEM.exec(line);
      if (!line) last = null;
      else if (item && last?.kind === 'ul') last.items.push({ at, text: line.slice(item[0].length) });
      else if (item) {
        last = { kind: 'ul', at, items: [{ at, text: line.slice(item[0].length) }] };
        out.push(last);
      } else if (last?.kind === 'p') last.lines.push(line);
      else {
        last = { kind: 'p', at, lines: [line] };
        out.push(last);
      }
    });
  return out;
}

export function EngineText({ text }: { text: string }) {
  return (
    <>
      {blocks(text).map((b) =>
        b.kind === 'p' ? (
          // soft line breaks stay newlines, which the page shows as spaces (as markdown does)
          <p key={b.at}>{inline(b.lines.join('\n'), `${b.at}.`)}</p>
        ) : (
          <ul key={b.at}>
            {b.items.map((item) => (
              <li key={item.at}>{inline(item.text, `${item.at}.`)}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
