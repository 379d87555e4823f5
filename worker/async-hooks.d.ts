/**
 * The part of node:async_hooks the Worker uses. Workers provide AsyncLocalStorage with the
 * nodejs_compat flag (wrangler.toml); the project does not load Node's own types into the Worker.
 */
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
