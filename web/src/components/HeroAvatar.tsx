import { Component, lazy, Suspense, type ComponentType, type ReactNode } from "react";
import type { User } from "../../../content/rules/types";

/**
 * The avatar drawn by the art module when it exists (web/src/art/Avatar.tsx); until then, and
 * if it fails, the hero's initial. Loaded lazily: the art is large.
 */
const avatarModules = import.meta.glob<{ Avatar?: ComponentType<{ user: User; size?: number }> }>("../art/Avatar.tsx");
const loadAvatar = Object.values(avatarModules)[0];

const ArtAvatar = loadAvatar
  ? lazy(async () => {
      const module = await loadAvatar();
      if (!module.Avatar) throw new Error("no Avatar export");
      return { default: module.Avatar };
    })
  : undefined;

class Fallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function HeroAvatar({ user, name }: { user: User; name: string }) {
  const initial = (
    <div className="avatar avatar-initial" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </div>
  );
  if (!ArtAvatar) return initial;
  return (
    <div className="avatar" aria-hidden="true">
      <Fallback fallback={initial}>
        <Suspense fallback={initial}>
          <ArtAvatar user={user} size={96} />
        </Suspense>
      </Fallback>
    </div>
  );
}
