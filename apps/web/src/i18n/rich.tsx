import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with parts that are elements ("Call <phone>…</phone>
 * any time"): each language places the link where its grammar wants it. A
 * tag the caller does not render stays plain text.
 */
export function rich(message: string, parts: Record<string, (children: string) => ReactNode>): ReactNode {
  const out: ReactNode[] = [];
  const tag = /<([a-z]+)>(.*?)<\/\1>/gs;
  let last = 0;
  let i = 0;
  for (let m = tag.exec(message); m; m = tag.exec(message)) {
    out.push(message.slice(last, m.index));
    const render = parts[m[1] ?? ""];
    out.push(<Fragment key={i++}>{render ? render(m[2] ?? "") : m[2]}</Fragment>);
    last = m.index + m[0].length;
  }
  out.push(message.slice(last));
  return out;
}
