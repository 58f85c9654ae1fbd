import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, translateMessage, type Language } from '@parashop/shared';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import { codeMatches } from './codes';
import { codeMail, type CodeMailPurpose, type MailLanguage } from './mails';
import * as repo from './repository';
import type { VerificationCodeRow } from './repository';

const TTL_MS = CODE_TTL_MINUTES * 60 * 1000;

/** Wrong code checks one account may make in a (UTC) day, over all its tickets: 4 full tickets' worth. */
export const CODE_CHECK_FAILURES_PER_DAY = 20;

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

export type AccountsDeps = {
  db: Database;
  sendMail: (mail: OutgoingMail) => Promise<void>;
  /** Called with every code sent; prints it on the console when no SMTP server is configured. */
  onCodeSent?: (email: string, code: string) => void;
  now?: () => Date;
};

/** The language of a request: messages in `lang`, mails led by `mailLanguage`. */
export type RequestLanguages = { lang: Language; mailLanguage: MailLanguage };

/** E-mails are compared and stored lower-cased and trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function fieldError(status: number, field: string, message: string) {
  return httpError(status, message, { [field]: [message] });
}

/** 503: the mail server refused the mail or did not answer; the cause (SMTP's reason) goes to the log. */
export function mailNotSent(lang: Language, cause: unknown) {
  const error = httpError(503, translateMessage('errors.mailNotSent', lang));
  error.cause = cause;
  return error;
}

/** What the account flows share: the database, the clock, and the e-mailed codes. */
export function createAccountsContext(deps: AccountsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const expiry = () => new Date(now().getTime() + TTL_MS);

  /**
   * Sends a mail the flow cannot go on without. When the mail server refuses it or does not answer
   * (SMTP_TIMEOUT_SECONDS), `undo` removes what the request wrote for it, so a retry starts clean and
   * no code lives that nobody received, and the shopper gets a 503 asking to try again.
   */
  async function mailOrUndo(mail: OutgoingMail, undo: () => Promise<void>, lang: Language): Promise<void> {
    try {
      await deps.sendMail(mail);
    } catch (error) {
      await undo();
      throw mailNotSent(lang, error);
    }
  }

  async function sendCode(
    to: string,
    code: string,
    purpose: CodeMailPurpose,
    name: string | undefined,
    { lang, mailLanguage }: RequestLanguages,
    undo: () => Promise<void>,
  ): Promise<void> {
    await mailOrUndo({ to, ...codeMail({ purpose, code, name, language: mailLanguage }) }, undo, lang);
    deps.onCodeSent?.(to, code);
  }

  /**
   * Checks a code and uses it up. Wrong codes count towards the limit (the 5th wrong try kills the
   * code, and the right code fails afterwards); dead, used, expired and unknown codes all fail alike.
   */
  async function useCode(
    row: VerificationCodeRow | undefined,
    code: string,
    lang: Language,
  ): Promise<VerificationCodeRow> {
    const invalid = () => fieldError(422, 'code', translateMessage('errors.codeInvalid', lang));
    if (!row || row.consumedAt || row.attempts >= CODE_MAX_ATTEMPTS || row.expiresAt <= now()) {
      throw invalid();
    }
    // However many tickets are asked for, an account gets CODE_CHECK_FAILURES_PER_DAY wrong checks a day.
    const day = now().toISOString().slice(0, 10);
    if ((await repo.codeCheckFailuresOn(db, row.email, day)) >= CODE_CHECK_FAILURES_PER_DAY) throw invalid();
    if (!(await codeMatches(row.codeHash, code))) {
      await repo.recordWrongAttempt(db, row.id, CODE_MAX_ATTEMPTS);
      await repo.recordCodeCheckFailure(db, row.email, day);
      throw invalid();
    }
    if (!(await repo.consumeCode(db, row.id, CODE_MAX_ATTEMPTS, now()))) throw invalid();
    return row;
  }

  return { db, now, expiry, sendCode, useCode, mailOrUndo };
}

export type AccountsContext = ReturnType<typeof createAccountsContext>;
