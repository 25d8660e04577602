/** Types of mysql-server.js (plain JavaScript, because jest.config.js loads it). */
export type MysqlServer = {
  /** `mysql://test:test@127.0.0.1:<port>`: may create and drop `test_%` databases. */
  url: string;
  stop: () => Promise<void>;
  /** `kill -9`: the server dies mid-work, as in a crash or an OOM kill. */
  kill: () => Promise<void>;
  /** Starts it again on the same data directory and port (InnoDB runs its crash recovery). */
  restart: () => Promise<void>;
};

export function findMysqlServer(): string | undefined;
export function startMysqlServer(binary: string, options?: { durable?: boolean }): Promise<MysqlServer>;
