import type pg from 'pg';

/** Stops listening. */
export type Unlisten = () => Promise<void>;

interface Listener {
  channel: string;
  onNotify: (payload: string) => void;
  onLost: () => void;
}

/**
 * LISTEN for a pool: every channel and every listener (each app built on the pool: the task
 * queue, the sign-in revocations) on one connection, held out of the pool while anyone listens.
 * A connection each would soon take the whole pool where tests build several apps on one.
 */
export function poolListener(pool: pg.Pool) {
  let connection: Promise<pg.PoolClient> | undefined;
  const listeners = new Set<Listener>();
  const channels = new Set<string>();

  /** Forgets the connection (its LISTENs go with it); a new listener opens another. */
  function forgetConnection() {
    connection = undefined;
    channels.clear();
  }

  function letGo(client: pg.PoolClient, error?: Error) {
    client.removeAllListeners('notification');
    client.removeAllListeners('error');
    client.release(error);
  }

  async function connect(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    const opened = connection;
    client.on('notification', (message) => {
      for (const listener of listeners)
        if (listener.channel === message.channel) listener.onNotify(message.payload ?? '');
    });
    client.on('error', (error) => {
      console.error('PostgreSQL listening connection lost:', error.message);
      if (connection !== opened) return letGo(client, error);
      forgetConnection();
      letGo(client, error);
      const lost = [...listeners];
      listeners.clear();
      for (const listener of lost) listener.onLost();
    });
    return client;
  }

  /** The listening connection, opened by the first listener. */
  async function listeningClient(): Promise<pg.PoolClient> {
    for (;;) {
      const current = (connection ??= connect());
      const client = await current.catch((error: unknown) => {
        if (connection === current) connection = undefined;
        throw error;
      });
      // Given back meanwhile by the last listener leaving: open another.
      if (connection === current) return client;
    }
  }

  return async function listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: () => void,
  ): Promise<Unlisten> {
    const client = await listeningClient();
    const listener = { channel, onNotify, onLost };
    listeners.add(listener);
    if (!channels.has(channel)) {
      channels.add(channel);
      try {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        channels.delete(channel);
        listeners.delete(listener);
        throw error;
      }
    }
    return async () => {
      if (!listeners.delete(listener) || listeners.size > 0) return;
      forgetConnection();
      const error = await client.query('UNLISTEN *').then(
        () => undefined,
        (failure: Error) => failure,
      );
      letGo(client, error);
    };
  };
}
