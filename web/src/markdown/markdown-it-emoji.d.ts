declare module "markdown-it-emoji" {
  import type { MarkdownIt } from "markdown-it";
  type Plugin = (md: MarkdownIt, options?: Record<string, unknown>) => void;
  export const full: Plugin;
  export const light: Plugin;
  export const bare: Plugin;
}
