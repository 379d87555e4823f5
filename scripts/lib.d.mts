/** Types of the parts of scripts/lib.mjs the tests import. */
export declare const root: string;
export declare class PortError extends Error {}
export declare function requestedPort(
  argv: string[],
  env: Record<string, string | undefined>,
  fallback: number,
): number;
export declare function portInUse(port: number, host?: string): Promise<boolean>;
export declare function nextFreePort(port: number): Promise<number>;
export declare function d1DatabaseId(config?: string): string;
export declare function localD1File(state: string, databaseId?: string): string;
export declare function holdPort(port: number, command: string): Promise<{ release: () => Promise<void> }>;
