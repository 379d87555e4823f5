/** The parts of the `habitica` npm package (a plain JavaScript wrapper of the public API) the tests use. */
declare module "habitica" {
  interface HabiticaOptions {
    id?: string;
    apiToken?: string;
    endpoint?: string;
    platform?: string;
  }
  interface Envelope<T = any> {
    success: boolean;
    data: T;
    message?: string;
    notifications?: unknown[];
    userV?: number;
  }
  class HabiticaApiError extends Error {
    status: number;
    type: string;
  }
  class UnknownConnectionError extends HabiticaApiError {
    originalError: unknown;
  }
  class Habitica {
    constructor(options?: HabiticaOptions);
    static ApiError: typeof HabiticaApiError;
    static UnknownConnectionError: typeof UnknownConnectionError;
    getOptions(): Required<HabiticaOptions>;
    setOptions(options: HabiticaOptions): void;
    register(username: string, email: string, password: string): Promise<Envelope>;
    localLogin(usernameOrEmail: string, password: string): Promise<Envelope>;
    get<T = any>(path: string, query?: Record<string, unknown>): Promise<Envelope<T>>;
    post<T = any>(path: string, body?: unknown, query?: Record<string, unknown>): Promise<Envelope<T>>;
    put<T = any>(path: string, body?: unknown, query?: Record<string, unknown>): Promise<Envelope<T>>;
    del<T = any>(path: string, body?: unknown, query?: Record<string, unknown>): Promise<Envelope<T>>;
  }
  export = Habitica;
}
