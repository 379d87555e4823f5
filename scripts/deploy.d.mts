/** Types of scripts/deploy.mjs for the tests that import it. */
export interface DeployConfig {
  configPath?: string;
  name: string;
  vars: Record<string, string>;
  database?: { binding: string; name: string; id: string };
  queues: string[];
  crons: string[];
  observability: boolean;
  assetsDirectory: string;
}
export interface DeploymentReport {
  lines: string[];
  warnings: string[];
  problems: string[];
}
export type WranglerRun = (
  args: string[],
  options?: { inherit?: boolean },
) => { status: number; stdout: string; stderr: string };
export declare class UsageError extends Error {}
export declare class DeployStop extends Error {}
export declare function parseArgs(argv: string[]): {
  mode: "deploy" | "check" | "dry-run";
  config?: string;
  allowSimulator: boolean;
};
export declare function readDeployConfig(configPath?: string): Promise<DeployConfig>;
export declare function paymentModeOf(
  vars: Record<string, string>,
  secrets: Set<string> | undefined,
): "stripe" | "simulator" | "none" | "unknown";
export declare function deploymentReport(
  config: DeployConfig,
  secrets: Set<string> | undefined,
  options?: { allowSimulator?: boolean },
): DeploymentReport;
export declare function wranglerRunner(configPath: string, binary?: string): WranglerRun;
export declare function publicSourceMaps(directory: string): string[];
export declare function deploy(options: {
  config: DeployConfig;
  mode: "deploy" | "check" | "dry-run";
  allowSimulator: boolean;
  wrangler: WranglerRun;
  build: () => void;
  say?: (line: string) => void;
  outdir?: string;
}): number;
