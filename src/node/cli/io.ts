/** What a command may use of its process: output streams, folder, Ctrl+C and GC (bin/ provides them). */
export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
  /** stderr is a terminal: progress lines may rewrite themselves. */
  terminal?: boolean;
  /** Aborted, with an `Interrupted` reason, when the user stops the command (Ctrl+C). */
  interrupted: AbortSignal;
  /** A full garbage collection, when the process allows one (bin/ sets it up). */
  collectGarbage?: () => void;
}
