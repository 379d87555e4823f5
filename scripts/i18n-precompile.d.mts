export function precompileMessages(code: string, id: string): string | undefined;
export function i18nPrecompile(): import("vite").Plugin;
