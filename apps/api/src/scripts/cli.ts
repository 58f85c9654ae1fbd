/**
 * What the command-line scripts share: the configuration with its message, paths given on the command
 * line, and one way to end (a clear message and exit code 1 for every known failure).
 */
import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import { BackupError } from './backups/manifest';
import { keepFilesPrivate } from '../lib/private-files';

export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

/** npm runs scripts from the repository root; a relative path means the folder the owner typed it in. */
export function pathFromCommandLine(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

export function runScript(main: () => Promise<void>): void {
  keepFilesPrivate();
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof BackupError) console.error(`Error: ${error.message}`);
      else
        console.error(
          `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      process.exit(1);
    },
  );
}

/** The command line's arguments; a mistyped option ends with the usage, not a stack trace. */
export function commandLine<Options extends NonNullable<ParseArgsConfig['options']>>(
  options: Options,
  usage: string,
) {
  try {
    return parseArgs({ allowPositionals: true, options });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\n${usage}`, { cause: error });
  }
}
