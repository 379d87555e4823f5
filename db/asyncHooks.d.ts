/** The one part of Node's async_hooks the Worker uses (workerd provides it under nodejs_compat). */
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
