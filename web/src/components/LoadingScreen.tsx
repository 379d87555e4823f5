import { Brand } from "./Brand";

export function LoadingScreen({ label = "Loading your adventure…" }: { label?: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Brand as="div" />
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
