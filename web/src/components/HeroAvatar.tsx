import { Component, lazy, Suspense, type ReactNode } from "react";
import type { User } from "../../../content/rules/types";
import type { AvatarProps } from "../art/Avatar";
import { whenIdle } from "../whenIdle";

/** The layered avatar of web/src/art; its pictures are large, so it loads after the first screen. */
const ArtAvatar = lazy(whenIdle(() => import("../art/Avatar").then((module) => ({ default: module.Avatar }))));

class Fallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What the avatar wears: the costume when the player shows it, else the equipped gear. */
export function avatarGear(user: User): AvatarProps["gear"] {
  const gear = user.items?.gear;
  return (user.preferences?.costume ? gear?.costume : gear?.equipped) ?? {};
}

export function HeroAvatar({ user, name }: { user: User; name: string }) {
  const initial = (
    <div className="avatar avatar-initial" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </div>
  );
  return (
    <Fallback fallback={initial}>
      <Suspense fallback={initial}>
        <div className="avatar avatar-art" aria-hidden="true">
          <ArtAvatar
            preferences={user.preferences}
            gear={avatarGear(user)}
            currentPet={user.items?.currentPet}
            currentMount={user.items?.currentMount}
            width={120}
          />
        </div>
      </Suspense>
    </Fallback>
  );
}
