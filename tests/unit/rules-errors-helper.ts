import { expect } from "vitest";
import { GameError } from "../../content/rules/errors";

/** Runs `op` and checks it throws a GameError of that name and message key. */
export function expectGameError(op: () => unknown, name: GameError["name"], messageKey: string): void {
  let thrown: unknown;
  try {
    op();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `expected ${name} ${messageKey}`).toBeInstanceOf(GameError);
  expect({ name: (thrown as GameError).name, key: (thrown as GameError).messageKey }).toEqual({
    name,
    key: messageKey,
  });
}
