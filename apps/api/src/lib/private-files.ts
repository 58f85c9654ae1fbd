/**
 * What the server and the scripts write (DATA_DIR, the embedded database's files, uploads, mails with
 * their codes, backups and their `.partial` files) is for the shop's own user only: files 0600, folders
 * 0700 (review finding 26.4). Set before anything is created; a mode given explicitly (the backup
 * archive's chmod) still applies.
 */
export function keepFilesPrivate(): void {
  process.umask(0o077);
}
