/**
 * Shows what a player wrote, rendered as markdown. The renderer loads after the first screen;
 * until it arrives the text shows as plain text (React escapes it), then it is rendered.
 */
import { memo, useEffect, useState } from "react";
import type { MarkdownOptions } from "./render";

type Render = (source: string, options?: MarkdownOptions) => string;

let loaded: Render | undefined;
let loading: Promise<Render> | undefined;

export function loadMarkdown(): Promise<Render> {
  loading ??= import("./render").then((module) => (loaded = module.renderMarkdown));
  return loading;
}

/**
 * Text without any markdown (no emphasis, code, links, lists, quotes, headings, tables, emoji
 * codes or mentions) looks the same rendered or not: it needs no renderer at all.
 */
const MARKDOWN_SIGNS =
  /[*_`~[\]<>#|\\]|&#?\w+;|https?:\/\/|www\.|@\w|:[\w+-]+:|^\s*(?:[-+]\s|\d+[.)]\s)|^\s*(?:-{3,}|={3,})\s*$/m;

export function needsMarkdown(text: string): boolean {
  return MARKDOWN_SIGNS.test(text);
}

function useRenderer(wanted: boolean): Render | undefined {
  const [render, setRender] = useState<Render | undefined>(() => loaded);
  useEffect(() => {
    if (render || !wanted) return;
    let live = true;
    // Loaded when the browser is idle, so a long list shows first and its few rich notes follow.
    const start = () =>
      loadMarkdown().then(
        (fn) => live && setRender(() => fn),
        () => undefined,
      );
    const idle =
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(start, { timeout: 1500 })
        : setTimeout(start, 200);
    return () => {
      live = false;
      if (typeof cancelIdleCallback === "function" && typeof idle === "number") cancelIdleCallback(idle);
    };
  }, [render, wanted]);
  return render;
}

export const Markdown = memo(function Markdown({
  text,
  ownUsername,
  className = "markdown",
}: {
  text: string;
  ownUsername?: string;
  className?: string;
}) {
  const wanted = needsMarkdown(text);
  const render = useRenderer(wanted);
  if (!wanted || !render) return <div className={`${className} markdown-plain`}>{text}</div>;
  // The renderer never lets raw HTML, scripts or unsafe links through (see render.ts).
  return <div className={className} dangerouslySetInnerHTML={{ __html: render(text, { ownUsername }) }} />;
});
