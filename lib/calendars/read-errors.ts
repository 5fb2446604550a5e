/**
 * Why a calendar could not be read, in the words the Seer reads (the connection's `error`) and as
 * the API's 422 at connection. A fetch is watched so a refusal, a timeout or a 401 deep inside
 * tsdav is known for what it is, whatever tsdav makes of it; nothing here names the address.
 */
import { guardedFailureOf } from "@/lib/security/guarded-fetch";

export type CalendarFailure =
  | "wrong_password"
  | "no_answer"
  | "not_a_calendar"
  | "refused"
  | "too_large";

export class CalendarReadError extends Error {
  override name = "CalendarReadError";
  constructor(readonly failure: CalendarFailure) {
    super(CALENDAR_FAILURE_WORDS[failure]);
  }
}

/** The connection's `error` as Settings shows it. */
export const CALENDAR_FAILURE_WORDS: Record<CalendarFailure, string> = {
  wrong_password: "The calendar server refused the user name and password",
  no_answer: "The calendar server did not answer",
  not_a_calendar: "No calendar was found at this address",
  refused: "This address cannot be used: only public https addresses are allowed",
  too_large: "The calendar is larger than 5 MB",
};

export function watchedFetch(inner: typeof fetch) {
  let unauthorized = false;
  let forbidden = false;
  let failure: CalendarFailure | undefined;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    try {
      const response = await inner(input, init);
      if (response.status === 401) unauthorized = true;
      if (response.status === 403) forbidden = true;
      return response;
    } catch (error) {
      const reason = guardedFailureOf(error);
      if (reason) {
        failure ??= (
          {
            refused: "refused",
            timeout: "no_answer",
            unreachable: "no_answer",
            too_large: "too_large",
          } as const
        )[reason];
      }
      throw error;
    }
  };
  return {
    fetch,
    /** After a call that returned: a 401 along the way (tsdav may answer "no calendars") is a wrong password. */
    check() {
      if (unauthorized) throw new CalendarReadError("wrong_password");
    },
    /** Any error of the call, as a CalendarReadError. */
    explain(error: unknown): CalendarReadError {
      if (error instanceof CalendarReadError) return error;
      if (failure) return new CalendarReadError(failure);
      return new CalendarReadError(unauthorized || forbidden ? "wrong_password" : "not_a_calendar");
    },
  };
}
