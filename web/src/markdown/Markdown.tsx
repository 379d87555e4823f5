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

function useRenderer(): Render | undefined {
  const [render, setRender] = useState<Render | undefined>(() => loaded);
  useEffect(() => {
    if (render) return;
    let live = true;
    loadMarkdown().then((fn) => live && setRender(() => fn), () => undefined);
    return () => {
      live = false;
    };
  }, [render]);
  return render;
}

export const Markdown = memo(function Markdown({ text, ownUsername, className = "markdown" }: { text: string; ownUsername?: string; className?: string }) {
  const render = useRenderer();
  if (!render) return <div className={`${className} markdown-plain`}>{text}</div>;
  // The renderer never lets raw HTML, scripts or unsafe links through (see render.ts).
  return <div className={className} dangerouslySetInnerHTML={{ __html: render(text, { ownUsername }) }} />;
});
