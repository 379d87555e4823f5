export function precompileMessages(code: string, id: string): string | undefined;
export function i18nPrecompile(): import("vite").Plugin;
export const SERVER_CATALOGUE_DIR: string;
export function serverCatalogueFiles(root: string): [fileName: string, text: string][];
export function writeServerCatalogues(root: string, assetsDir: string): void;
export function i18nServerCatalogues(root: string): import("vite").Plugin;
